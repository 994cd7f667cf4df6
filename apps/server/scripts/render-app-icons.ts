/**
 * Renders the installed app's icons (the web app manifest's and Apple's home-screen icon) from the
 * shop's own bag mark into apps/web/public/icons/. The outputs are committed; run it again after
 * the mark changes:
 *
 *   npx tsx apps/server/scripts/render-app-icons.ts
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { appIconSvg } from "./demo-art/brand";

const ICONS_DIR = fileURLToPath(new URL("../../web/public/icons", import.meta.url));

/** File name → size and kind; the manifest (apps/server/src/modules/web/web-manifest.ts) lists them. */
const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  // iOS draws its own rounded corners over a full square.
  { file: "apple-touch-icon.png", size: 180, maskable: true },
] as const;

async function main(): Promise<void> {
  await mkdir(ICONS_DIR, { recursive: true });
  for (const icon of ICONS) {
    await sharp(Buffer.from(appIconSvg({ maskable: icon.maskable })), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(join(ICONS_DIR, icon.file));
    console.log(`  ${icon.file}`);
  }
}

await main();
