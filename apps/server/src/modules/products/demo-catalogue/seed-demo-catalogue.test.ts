import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { IMAGE_WIDTHS, productInputSchema } from "@shop/shared";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../../../db/client";
import { DEMO_ASSETS_DIR } from "../../../paths";
import { productInput } from "../../../test/test-app";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../../../test/test-database";
import { createLocalMediaStorage } from "../../media/local-media-storage";
import { countProducts, findProductPage, insertProduct } from "../products.repository";
import { type DemoProduct, demoProductInputs } from "./demo-catalogue";
import { seedDemoCatalogue } from "./seed-demo-catalogue";

const NOW = new Date("2025-06-01T00:00:00Z");

/** A tiny stand-in for the rendered demo assets: the seed copies bytes, it does not decode them. */
async function writeFixtureAssets(dir: string, bases: string[]): Promise<void> {
  for (const base of bases) {
    for (const width of IMAGE_WIDTHS) {
      const file = join(dir, `${base}-${width}.webp`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `webp ${base} ${width}`);
    }
  }
}

function fixtureCatalogue(): DemoProduct[] {
  return [
    {
      slug: "older",
      createdAt: new Date("2025-05-01T00:00:00Z"),
      input: productInputSchema.parse({
        name: "Túi tote",
        price: 990_000,
        category: "Handbag",
        variations: [
          {
            color: "#D32F2F",
            images: ["products/tote/d32f2f/front", "products/tote/d32f2f/angle"],
            stock: 240,
          },
        ],
      }),
    },
    {
      slug: "newer",
      createdAt: new Date("2025-05-02T00:00:00Z"),
      input: productInputSchema.parse({ name: "Ví", price: 300_000, category: "Accessories" }),
    },
  ];
}

describe.each(TEST_DATABASE_KINDS)("seedDemoCatalogue on %s", (kind) => {
  let database: OpenedDatabase;
  let work: string;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    work = await mkdtemp(join(tmpdir(), "shop-seed-"));
    await writeFixtureAssets(join(work, "assets"), [
      "products/tote/d32f2f/front",
      "products/tote/d32f2f/angle",
    ]);
  });
  afterEach(async () => {
    await database.close();
    await rm(work, { recursive: true, force: true });
  });

  function seed(catalogue = fixtureCatalogue()) {
    return seedDemoCatalogue({
      db: database.db,
      storage: createLocalMediaStorage(join(work, "uploads")),
      now: NOW,
      catalogue,
      assetsDir: join(work, "assets"),
    });
  }

  it("copies every width into media storage and stores the largest width's URL", async () => {
    expect(await seed()).toEqual({ seeded: true, products: 2 });
    const items = await findProductPage(database.db, {
      filter: { words: [] },
      sort: "newest",
      offset: 0,
      limit: 10,
    });
    expect(items.map((p) => p.name)).toEqual(["Ví", "Túi tote"]);
    const tote = items[1];
    expect(tote?.createdAt).toBe("2025-05-01T00:00:00.000Z");
    expect(tote?.variations).toEqual([
      {
        color: "#d32f2f",
        images: [
          `/media/products/${tote?.id}/d32f2f/cover/front-960.webp`,
          `/media/products/${tote?.id}/d32f2f/additional/angle-960.webp`,
        ],
        stock: 240,
      },
    ]);
    const coverDir = join(work, "uploads", "products", tote?.id ?? "", "d32f2f", "cover");
    expect((await readdir(coverDir)).sort()).toEqual(["front-320.webp", "front-640.webp", "front-960.webp"]);
    expect(await readFile(join(coverDir, "front-640.webp"), "utf8")).toBe(
      "webp products/tote/d32f2f/front 640",
    );
  });

  it("never seeds twice, even after the demo products were deleted", async () => {
    await seed();
    expect(await seed()).toEqual({ seeded: false, reason: "already_seeded" });
    await database.db.execute("delete from products");
    expect(await seed()).toEqual({ seeded: false, reason: "already_seeded" });
    expect(await countProducts(database.db)).toBe(0);
  });

  it("leaves a catalogue that already has products alone", async () => {
    await insertProduct(database.db, productInput({ name: "Túi của shop" }), { now: NOW });
    expect(await seed()).toEqual({ seeded: false, reason: "catalogue_not_empty" });
    expect(await countProducts(database.db)).toBe(1);
  });

  it("rolls everything back when an image is missing, so the next start tries again", async () => {
    const broken = fixtureCatalogue();
    broken[1] = {
      slug: "broken",
      createdAt: NOW,
      input: productInputSchema.parse({
        name: "Ví",
        price: 1,
        category: "Accessories",
        variations: [{ color: "#000000", images: ["products/missing/000000/front"] }],
      }),
    };
    await expect(seed(broken)).rejects.toThrow(/ENOENT/);
    expect(await countProducts(database.db)).toBe(0);
    expect(await seed()).toEqual({ seeded: true, products: 2 });
  });

  // The real catalogue against the rendered assets (apps/server/demo-assets, made by
  // `npm run demo:assets -w @shop/server`): every image it names must exist.
  it.skipIf(!existsSync(join(DEMO_ASSETS_DIR, "products")))("seeds the real demo catalogue", async () => {
    const catalogue = demoProductInputs(NOW);
    const result = await seedDemoCatalogue({
      db: database.db,
      storage: createLocalMediaStorage(join(work, "uploads")),
      now: NOW,
      catalogue,
      assetsDir: DEMO_ASSETS_DIR,
    });
    expect(result).toEqual({ seeded: true, products: catalogue.length });
    expect(await countProducts(database.db)).toBe(catalogue.length);
  });
});
