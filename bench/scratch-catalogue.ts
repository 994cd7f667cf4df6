/**
 * A large synthetic catalogue for the load benchmark, written with the server's own schema,
 * migrations and search-text rule (so the bench measures the indexes the shop really has).
 */
import { randomUUID } from "node:crypto";
import { CATEGORIES, COLOURS, STOCK_MAX, writtenSearchText } from "@shop/shared";
import { count, isNull, ne, sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseLocation, openDatabase } from "../apps/server/src/db/client";
import { mailOutbox, products, productVariations } from "../apps/server/src/db/schema";
import { productSearchText } from "../apps/server/src/modules/products/products.repository";
import type { SearchCatalogue } from "./search-queries";

const STYLES = [
  "Túi xách tay",
  "Túi đeo vai",
  "Túi đeo chéo",
  "Ví cầm tay",
  "Túi tote",
  "Túi bucket",
  "Túi baguette",
  "Balo mini",
];
const NAMES = [
  "Lumi",
  "Saigon",
  "Hội An",
  "Đà Lạt",
  "Hạ Long",
  "Sen",
  "Mai",
  "Lan",
  "Classic",
  "Rose",
  "Nova",
  "Aura",
];
const MATERIALS = ["Da bò thật", "Da PU cao cấp", "Vải canvas", "Da lộn"];

/** A PostgreSQL bench database is created when missing (a fresh machine has only `test`). */
async function ensureDatabase(location: DatabaseLocation): Promise<void> {
  if (location.kind !== "postgres") return;
  const target = new URL(location.url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(location.url);
  server.pathname = "/postgres";
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export async function productCountIn(location: DatabaseLocation): Promise<number> {
  await ensureDatabase(location);
  const database = await openDatabase(location);
  try {
    await database.migrate();
    const [row] = await database.db.select({ value: count() }).from(products);
    return row?.value ?? 0;
  } finally {
    await database.close();
  }
}

/**
 * Every colour of the catalogue fully stocked: the order scenario buys the first products again
 * and again, and an order for a sold-out colour is a 409 that would count as a failure.
 */
export async function stockUpCatalogue(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase(location);
  try {
    // Only the colours an earlier run sold from: rewriting every row of a million products each run
    // took minutes and left a million dead rows for the server's load to step over.
    await database.db
      .update(productVariations)
      .set({ stock: STOCK_MAX })
      .where(ne(productVariations.stock, STOCK_MAX));
  } finally {
    await database.close();
  }
}

/**
 * The confirmations of an earlier run's orders, still waiting to be written out, are dropped: the
 * next run's server would otherwise write thousands of them (each file synced to disk) while the
 * first scenarios are measured. This run's own orders still send theirs, inside their scenario.
 */
export async function discardWaitingMail(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase(location);
  try {
    await database.db.delete(mailOutbox).where(isNull(mailOutbox.sentAt));
  } finally {
    await database.close();
  }
}

/** Ids of the catalogue's products (for the product-page scenario: each asked once, never cached). */
export async function productIdsIn(location: DatabaseLocation, limit: number): Promise<string[]> {
  const database = await openDatabase(location);
  try {
    const rows = await database.db.select({ id: products.id }).from(products).limit(limit);
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

/** The catalogue's product number `i`: its name ("style name colour i"), category and colour. */
function catalogueProduct(i: number) {
  const category = CATEGORIES[i % CATEGORIES.length] ?? "Handbag";
  const colour = COLOURS[i % COLOURS.length] ?? COLOURS[0];
  const name = `${STYLES[i % STYLES.length]} ${NAMES[(i >> 3) % NAMES.length]} ${colour.vi.toLowerCase()} ${i}`;
  return { name, category, colour };
}

function catalogueSearchText(i: number): string {
  const { name, category, colour } = catalogueProduct(i);
  return productSearchText(name, category, [colour.hex]);
}

/**
 * The catalogue of `productCount` products as the search scenarios see it (bench/search-queries.ts):
 * the words each product is found by (names, categories and colours in four languages, as the shop
 * stores them) less its number, and its category.
 */
export function searchCatalogue(productCount: number): SearchCatalogue {
  // Styles (8), names (changing every 8), colours (10) and categories (4) repeat every 480 products.
  const kinds = new Map<number, string[]>();
  const names = new Map<number, string[]>();
  return {
    size: productCount,
    wordsOf(i) {
      const kind = i % 480;
      let words = kinds.get(kind);
      if (!words) {
        words = [...new Set(catalogueSearchText(kind).split(" "))].filter(
          (word) => word !== "" && !/^\d+$/.test(word),
        );
        kinds.set(kind, words);
      }
      return words;
    },
    nameWordsOf(i) {
      const kind = i % 480;
      let words = names.get(kind);
      if (!words) {
        words = [...new Set(writtenSearchText(catalogueProduct(kind).name).split(" "))].filter(
          (word) => word !== "" && !/^\d+$/.test(word),
        );
        names.set(kind, words);
      }
      return words;
    },
    categoryOf: (i) => catalogueProduct(i).category,
  };
}

/**
 * Products written per statement. Each batch is two statements whatever its size (the products,
 * then their colours), every column one array parameter (`unnest`), so a million products is 200
 * round trips rather than the 2,000 of row-by-row parameters, and no statement nears PostgreSQL's
 * 65,535 parameters. PGlite parses the arrays in its one thread, as it parses the rows.
 */
const FILL_BATCH = 5_000;
const TRIGRAM_INDEX = "products_search_text_trgm_idx";

/**
 * A fresh catalogue of `total` products. The trigram index (decision 002's, no longer on any
 * request's path, decision 022) is dropped while the rows go in and made again once, at the end,
 * as a bulk load does: keeping it up to date row by row was most of the time. Its definition is
 * the migration's (apps/server/drizzle/0001_initial-schema.sql).
 */
const SCRATCH_START = Date.UTC(2024, 0, 1);

/** The catalogue's product number `i` as its row is written (also read by search-speed.ts). */
export function scratchRow(i: number) {
  const { name, category, colour } = catalogueProduct(i);
  const onPromotion = i % 7 === 0;
  return {
    name,
    price: 300_000 + ((i * 7919) % 320) * 10_000,
    category,
    description: ["Thiết kế thanh lịch", "Ngăn chính rộng rãi", "Khóa kéo kim loại"],
    dimensions: "28 x 20 x 12 cm",
    material: MATERIALS[i % MATERIALS.length] ?? "",
    careInstructions: "Lau bằng khăn mềm, tránh nước.",
    promotionDiscount: onPromotion ? 15 : null,
    promotionStart: onPromotion ? new Date(SCRATCH_START) : null,
    promotionEnd: onPromotion ? new Date(Date.UTC(2030, 0, 1)) : null,
    searchText: productSearchText(name, category, [colour.hex]),
    createdAt: new Date(SCRATCH_START + i * 60_000),
    updatedAt: new Date(SCRATCH_START + i * 60_000),
    colour: colour.hex,
  };
}

export async function fillCatalogue(location: DatabaseLocation, total: number): Promise<void> {
  const database = await openDatabase(location);
  try {
    await database.migrate();
    const { db } = database;
    await db.delete(products);
    await db.execute(sql.raw(`drop index if exists "${TRIGRAM_INDEX}"`));
    const start = Date.UTC(2024, 0, 1);
    const promotionStart = new Date(start).toISOString();
    const promotionEnd = new Date(Date.UTC(2030, 0, 1)).toISOString();
    for (let offset = 0; offset < total; offset += FILL_BATCH) {
      const ids: string[] = [];
      const names: string[] = [];
      const prices: number[] = [];
      const categories: string[] = [];
      const materials: string[] = [];
      const onPromotion: boolean[] = [];
      const searchTexts: string[] = [];
      const createdAt: string[] = [];
      const colours: string[] = [];
      const images: string[] = [];
      for (let i = offset; i < Math.min(total, offset + FILL_BATCH); i++) {
        const { name, category, colour } = catalogueProduct(i);
        ids.push(randomUUID());
        names.push(name);
        prices.push(300_000 + ((i * 7919) % 320) * 10_000);
        categories.push(category);
        materials.push(MATERIALS[i % MATERIALS.length] ?? "");
        onPromotion.push(i % 7 === 0);
        searchTexts.push(productSearchText(name, category, [colour.hex]));
        createdAt.push(new Date(start + i * 60_000).toISOString());
        colours.push(colour.hex);
        images.push(`/media/bench/${i % 50}.webp`);
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into products (id, name, price, category, description, dimensions, material,
            care_instructions, promotion_discount, promotion_start, promotion_end, search_text,
            created_at, updated_at)
          select r.id, r.name, r.price, r.category,
            array['Thiết kế thanh lịch', 'Ngăn chính rộng rãi', 'Khóa kéo kim loại'],
            '28 x 20 x 12 cm', r.material, 'Lau bằng khăn mềm, tránh nước.',
            case when r.promoted then 15 end,
            case when r.promoted then ${promotionStart}::timestamptz end,
            case when r.promoted then ${promotionEnd}::timestamptz end,
            r.search_text, r.created_at, r.created_at
          from unnest(${sql.param(ids)}::uuid[], ${sql.param(names)}::text[], ${sql.param(prices)}::int[],
            ${sql.param(categories)}::text[], ${sql.param(materials)}::text[], ${sql.param(onPromotion)}::bool[],
            ${sql.param(searchTexts)}::text[], ${sql.param(createdAt)}::timestamptz[])
            as r(id, name, price, category, material, promoted, search_text, created_at)`);
        await tx.execute(sql`
          insert into product_variations (product_id, position, color, images, stock)
          select v.product_id, 0, v.color, array[v.image], ${STOCK_MAX}
          from unnest(${sql.param(ids)}::uuid[], ${sql.param(colours)}::text[], ${sql.param(images)}::text[])
            as v(product_id, color, image)`);
      });
      process.stdout.write(`bench: ${Math.min(total, offset + FILL_BATCH)} products\r`);
    }
    process.stdout.write("\n");
    await db.execute(
      sql.raw(
        `create index if not exists "${TRIGRAM_INDEX}" on "products" using gin ("search_text" gin_trgm_ops)`,
      ),
    );
    // Fresh statistics, so the planner picks the indexes as it would on a catalogue grown slowly.
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}
