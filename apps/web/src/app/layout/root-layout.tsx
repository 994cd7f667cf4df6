import { Outlet } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";

export const MAIN_CONTENT_ID = "main-content";

/** Header and footer on every page (spec §2); the fixed header's height is padded off the top. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-header outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
