import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { IMAGE_WIDTHS, productInputSchema, storedImageName } from "@shop/shared";
import { count } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { products, systemMarkers } from "../../../db/schema";
import type { MediaStorage } from "../../media/media-storage";
import { insertProduct } from "../products.repository";
import type { DemoProduct } from "./demo-catalogue";

/*
 * The demo catalogue (seed/demo-catalogue.ts, `demoProductInputs(now)`) gives each product as the
 * shared ProductInput plus its creation time, except that each image is a *base path* relative to
 * the demo assets folder, e.g. `products/tote/d32f2f/front`, existing as `<base>-<width>.webp` in
 * every IMAGE_WIDTHS width. The seed copies the files into media storage and stores their URLs.
 */

export interface SeedDependencies {
  db: Database;
  storage: MediaStorage;
  now: Date;
  catalogue: readonly DemoProduct[];
  /** The folder the image base paths are relative to (DEMO_ASSETS_DIR in the product). */
  assetsDir: string;
}

export type SeedResult =
  | { seeded: true; products: number }
  | { seeded: false; reason: "already_seeded" | "catalogue_not_empty" };

/** Set once the demo catalogue was considered: it never comes back after the owner deleted it. */
export const DEMO_SEED_MARKER = "demo_catalogue_seeded";

/**
 * Fills an empty database with the demo catalogue, once in the database's life.
 *
 * The marker row is inserted first, inside the same transaction as the products: a second
 * instance starting at the same time waits on the marker's primary key and then finds it, and a
 * failed seed rolls the marker back so the next start tries again. A database that already holds
 * products (a real shop) only gets the marker. Images are copied into the media storage before the
 * rows are written; a failure can leave orphaned files under products/{id}/, never broken rows.
 */
export async function seedDemoCatalogue({
  db,
  storage,
  now,
  catalogue,
  assetsDir,
}: SeedDependencies): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(systemMarkers)
      .values({ name: DEMO_SEED_MARKER, createdAt: now })
      .onConflictDoNothing()
      .returning({ name: systemMarkers.name });
    if (marked.length === 0) return { seeded: false, reason: "already_seeded" } as const;

    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return { seeded: false, reason: "catalogue_not_empty" } as const;

    for (const demo of catalogue) {
      // Checked like an admin's input, so a mistake in the demo data stops the seed loudly.
      const checked = productInputSchema.parse(demo.input);
      const id = randomUUID();
      const variations = [];
      for (const variation of checked.variations) {
        const images = [];
        const used = new Set<string>();
        for (const [position, imageBase] of variation.images.entries()) {
          const kind = position === 0 ? "cover" : "additional";
          let name = basename(imageBase);
          if (used.has(name)) name = `${name}-${position}`;
          used.add(name);
          const folder = `products/${id}/${variation.color.replace("#", "").toLowerCase()}/${kind}`;
          images.push(await copyImage(storage, join(assetsDir, imageBase), `${folder}/${name}`));
        }
        variations.push({ color: variation.color, images, stock: variation.stock });
      }
      await insertProduct(tx, { ...checked, variations }, { now: demo.createdAt, id });
    }
    return { seeded: true, products: catalogue.length } as const;
  });
}

/** Copies every width of one image and answers the stored URL (the largest width, see shared images.ts). */
async function copyImage(storage: MediaStorage, sourceBase: string, targetBase: string): Promise<string> {
  let url = "";
  for (const width of IMAGE_WIDTHS) {
    const bytes = await readFile(`${sourceBase}-${width}.webp`);
    url = await storage.put(storedImageName(targetBase, width), bytes, "image/webp");
  }
  return url;
}
