/**
 * The drawn bag styles and camera views of the demo catalogue. Shared by the catalogue
 * (`demo-catalogue.ts`, which names the images) and `scripts/render-demo-assets.ts` (which draws them),
 * so that an image path in the catalogue always has a renderer behind it.
 */

export const DEMO_STYLES = [
  "top-handle",
  "tote",
  "bucket",
  "hobo",
  "baguette",
  "saddle",
  "camera",
  "phone-pouch",
  "wallet",
  "card-holder",
  "strap",
] as const;
export type DemoStyle = (typeof DEMO_STYLES)[number];

/**
 * front: straight-on studio shot (the cover). angle: three-quarter view showing depth.
 * detail: close-up of the hardware. studio: styled shot on a plinth before a coloured arch.
 */
export const DEMO_VIEWS = ["front", "angle", "detail", "studio"] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

/** `products/tote/d32f2f/front`: the base path of an image, relative to apps/server/demo-assets. */
export function demoImageBase(style: DemoStyle, hex: string, view: DemoView): string {
  return `products/${style}/${hex.replace("#", "").toLowerCase()}/${view}`;
}

/** `products/tote/d32f2f/front` + 640 → `products/tote/d32f2f/front-640.webp`. */
export function demoAssetFile(imageBase: string, width: number): string {
  return `${imageBase}-${width}.webp`;
}

/** Parses a base path made by `demoImageBase`; undefined for anything else. */
export function parseDemoImageBase(
  imageBase: string,
): { style: DemoStyle; hex: string; view: DemoView } | undefined {
  const match = /^products\/([a-z-]+)\/([0-9a-f]{6})\/([a-z]+)$/.exec(imageBase);
  if (!match) return undefined;
  const [, style, hex, view] = match;
  const knownStyle = DEMO_STYLES.find((s) => s === style);
  const knownView = DEMO_VIEWS.find((v) => v === view);
  if (!knownStyle || !knownView || !hex) return undefined;
  return { style: knownStyle, hex: `#${hex}`, view: knownView };
}
