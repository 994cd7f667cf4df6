import { DEFAULT_LANGUAGE, type ShopInfo } from "@shop/shared";
import { SERVER_TEXTS } from "../../i18n/server-texts";

/** The page background and the header's colour (apps/web/src/styles.css, index.html's theme-color). */
const BACKGROUND = "#faf7f2";

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/) that makes the shop installable: its
 * name from the configuration (SHOP_NAME), the icons the project renders from its own bag mark
 * (apps/server/scripts/render-app-icons.ts), opening on the home page in a window of its own.
 */
export function renderWebManifest(shop: Pick<ShopInfo, "name">): string {
  return JSON.stringify({
    id: "/",
    name: `${shop.name} – ${SERVER_TEXTS[DEFAULT_LANGUAGE].page.tagline}`,
    short_name: shop.name,
    description: SERVER_TEXTS[DEFAULT_LANGUAGE].page.description,
    lang: "vi",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  });
}
