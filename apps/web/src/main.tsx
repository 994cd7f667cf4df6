import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { initI18n } from "./lib/i18n";

// All start at once: the router fetches the first page's chunk while i18n fetches the language
// and TanStack Query's core arrives in its own chunk (kept out of the first one: the first
// JavaScript stays ≤ 130 KB gzip, docs/decisions/006-web-app-first-load.md). None waits for another, so the first screen is not later.
const router = createBrowserRouter(routes);
const i18nReady = initI18n();
const queryClientReady = import(/* preload: query-client */ "./lib/query-client");

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

// Render only once the language is loaded, so the first paint is already translated. On a page
// whose pictures the server painted, this script was asked for only once they were on screen
// (app/app-scripts.ts), so React cannot replace a picture before it was shown.
Promise.all([queryClientReady, i18nReady.catch(() => undefined)]).then(([{ queryClient }]) => {
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds, yielding
  // to the browser between them, instead of in one long task that a tap would wait behind.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
