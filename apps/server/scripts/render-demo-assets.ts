/**
 * Renders the demo catalogue's product images: bags drawn as SVG (scripts/demo-art) and encoded to
 * WebP with sharp, at every width of IMAGE_WIDTHS, into apps/server/demo-assets/products/.
 * Only the style × colour × view images that the catalogue names are rendered; stale files are
 * removed. The outputs are committed: the seed copies them, nothing is drawn at run time.
 *
 *   npm run demo:assets --workspace @shop/server        (or: npx tsx apps/server/scripts/render-demo-assets.ts)
 */
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_WIDTHS } from "@shop/shared";
import sharp from "sharp";
import { demoProductInputs } from "../src/modules/products/demo-catalogue/demo-catalogue";
import { demoAssetFile, parseDemoImageBase } from "../src/modules/products/demo-catalogue/demo-styles";
import { productViewSvg } from "./demo-art/scenes";

const ASSETS_DIR = fileURLToPath(new URL("../demo-assets", import.meta.url));
const QUALITY = 78;
const RENDER_SIZE = Math.max(...IMAGE_WIDTHS);

async function main(): Promise<void> {
  const bases = new Set<string>();
  for (const product of demoProductInputs(new Date())) {
    for (const variation of product.input.variations) {
      for (const image of variation.images) bases.add(image);
    }
  }

  const wanted = new Set<string>();
  let done = 0;
  const queue = [...bases].sort();
  const workers = Array.from({ length: 2 }, async () => {
    for (let base = queue.shift(); base !== undefined; base = queue.shift()) {
      const parsed = parseDemoImageBase(base);
      if (!parsed) throw new Error(`Catalogue names an image the renderer does not know: ${base}`);
      const svg = productViewSvg(parsed.style, parsed.hex, parsed.view, RENDER_SIZE);
      const master = await sharp(Buffer.from(svg)).png().toBuffer();
      for (const width of IMAGE_WIDTHS) {
        const file = join(ASSETS_DIR, demoAssetFile(base, width));
        wanted.add(file);
        await mkdir(dirname(file), { recursive: true });
        const webp = await sharp(master)
          .resize(width, width)
          .webp({ quality: QUALITY, effort: 6, preset: "picture" })
          .toBuffer();
        await writeFile(file, webp);
      }
      done++;
      if (done % 25 === 0) console.log(`  ${done}/${bases.size} images`);
    }
  });
  await Promise.all(workers);

  const removed = await removeStale(join(ASSETS_DIR, "products"), wanted);
  const bytes = await totalSize(join(ASSETS_DIR, "products"));
  console.log(
    `Rendered ${bases.size} images × ${IMAGE_WIDTHS.length} widths into ${relative(process.cwd(), ASSETS_DIR)}` +
      ` (${(bytes / 1024 / 1024).toFixed(1)} MB${removed ? `, ${removed} stale files removed` : ""}).`,
  );
}

async function removeStale(dir: string, wanted: Set<string>): Promise<number> {
  let removed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += await removeStale(path, wanted);
      if ((await readdir(path)).length === 0) await rm(path, { recursive: true });
    } else if (!wanted.has(path)) {
      await rm(path);
      removed++;
    }
  }
  return removed;
}

async function totalSize(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? await totalSize(path) : (await stat(path)).size;
  }
  return bytes;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
