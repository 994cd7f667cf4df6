import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { routes } from "./app/router";
import { initI18n } from "./lib/i18n";

// Both start at once: the router fetches the first page's chunk while i18n fetches the language.
const router = createBrowserRouter(routes);
const i18nReady = initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

// Render only once the language is loaded, so the first paint is already translated.
i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
