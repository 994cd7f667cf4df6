import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { loadMessengerChat } from "../../features/chat";
import { AppStatus } from "../../features/offline";
import { getShopInfo } from "../../lib/shop-info";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import { SkipLink } from "./skip-link";

export const MAIN_CONTENT_ID = "main-content";

// Its own chunk, fetched only when a Messenger page id is configured: without one the shop loads
// no chat code and makes no third-party request.
const MessengerChat = lazy(async () => ({ default: await loadMessengerChat() }));

/** Header and footer on every page; the fixed header's height is padded off the top. */
export function RootLayout() {
  const { messengerPageId } = getShopInfo();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header />
      {/* At least a screen high, so the footer starts below the first screen and is not pushed
          down (a layout shift) when a page's content arrives. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 pt-header outline-none">
        <Outlet />
      </main>
      <Footer />
      <AppStatus />
      {messengerPageId && (
        <Suspense fallback={null}>
          <MessengerChat pageId={messengerPageId} />
        </Suspense>
      )}
    </div>
  );
}
