import {
  bagWordsOfNames,
  type Category,
  type CategoryCount,
  categoriesMostFirst,
  categorySearchWords,
  colourSearchWords,
  normaliseSearchText,
  type Product,
  type ProductInput,
  type ProductSort,
  type ProductTranslations,
  type Promotion,
  productNames,
  ratingOf,
} from "@shop/shared";
import { and, asc, count, desc, eq, inArray, like, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/prepared-statements";
import { resultRows } from "../../db/result-rows";
import { products, productVariations } from "../../db/schema";

/** SQL for the catalogue. No rules here beyond what the data needs: those live in the service. */

export interface ProductFilter {
  category?: Category;
  /** Normalised search words (shared `searchWords`); every one must occur in the search text. */
  words: string[];
  ids?: string[];
}

export interface ProductPageRequest {
  filter: ProductFilter;
  sort: ProductSort;
  offset: number;
  limit: number;
}

type ProductRow = typeof products.$inferSelect;
type VariationRow = Pick<typeof productVariations.$inferSelect, "productId" | "color" | "images" | "stock">;
/** The columns of a colour that a product answer shows. */
const variationColumns = {
  productId: productVariations.productId,
  color: productVariations.color,
  images: productVariations.images,
  stock: productVariations.stock,
};

/**
 * What a product is found by: its names, its category and the category's name in the four
 * languages, and the names of the colours it is sold in (four languages too), normalised the same
 * way as a query (so "tui xach do" finds "Túi xách đỏ" and "black" finds the black bags).
 * The migration named colour-search-sql fills the colour names in for products saved before them.
 */
export function productSearchText(
  name: string,
  category: Category,
  variationColours: readonly string[],
  translatedNames: readonly string[] = [],
): string {
  return normaliseSearchText(
    [
      name,
      // The product's own names in en, kr and jp (decision 029): found in any of the four languages.
      ...translatedNames,
      ...categorySearchWords(category),
      ...bagWordsOfNames(category, [name, ...translatedNames]),
      ...colourSearchWords(variationColours),
    ].join(" "),
  );
}

/** `%` and `_` are LIKE wildcards and `\` its escape: a searched word must match literally. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filterCondition(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.ids) conditions.push(inArray(products.id, filter.ids));
  // LIKE '%word%' on the already-normalised text is served by the GIN trigram index (words of 3+
  // characters; shorter ones still work, by scanning).
  for (const word of filter.words) conditions.push(like(products.searchText, `%${escapeLike(word)}%`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Every key in one direction, so an ascending index is scanned forwards or backwards (schema.ts). */
function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(products.price), asc(products.id)];
    case "price_desc":
      return [desc(products.price), desc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
  }
}

/** One page of products (with their variations), in the requested order. */
export async function findProductPage(db: Database, request: ProductPageRequest): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(filterCondition(request.filter))
    .orderBy(...sortOrder(request.sort))
    .limit(request.limit)
    .offset(request.offset);
  return withVariations(db, rows);
}

/**
 * How many products match. With `atMost`, counting stops there: a common search word matches a
 * quarter of a large catalogue, and an exact count of 25,000 rows costs more than the page itself.
 */
export async function countMatchingProducts(
  db: Database,
  filter: ProductFilter,
  { atMost }: { atMost?: number } = {},
): Promise<number> {
  const where = filterCondition(filter);
  if (atMost === undefined) {
    const [row] = await db.select({ total: count() }).from(products).where(where);
    return row?.total ?? 0;
  }
  const matches = db.select({ id: products.id }).from(products).where(where).limit(atMost).as("matches");
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

export async function findProductById(db: Database, id: string): Promise<Product | null> {
  const [row] = await productByIdStatement(db).execute({ id });
  return row ? productOfDocument(row.product) : null;
}

/** A time inside a JSON document as JavaScript's `toISOString` writes it: UTC, to the millisecond. */
function isoTime(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A product as `productDocument` holds it: the rating as its count and sum of stars. */
type ProductDocument = Omit<Product, "rating"> & { rating: { count: number; total: number } };

/**
 * A product read by id (its page, a page of search results the product cache missed) as one JSON
 * document the database builds, its fields in `toProduct`'s order: one value to decode per
 * product instead of twenty-odd columns each decoded and mapped: a tenth to a quarter less CPU
 * per statement on the embedded database (docs/decisions/078-a-product-read-as-one-document.md).
 * products.read-back.test.ts holds it to `toProduct`'s answer, field for field. The colours'
 * subquery names `"products"."id"` itself: inside a subquery Drizzle leaves columns unqualified.
 */
const productDocument = sql<ProductDocument>`json_build_object(
  'id', ${products.id}, 'name', ${products.name}, 'price', ${products.price},
  'category', ${products.category}, 'description', ${products.description},
  'dimensions', ${products.dimensions}, 'material', ${products.material},
  'careInstructions', ${products.careInstructions}, 'origin', ${products.origin},
  'promotion', case when ${products.promotionDiscount} is not null and ${products.promotionStart} is not null
    and ${products.promotionEnd} is not null then json_build_object('discount', ${products.promotionDiscount},
    'startDate', ${isoTime(products.promotionStart)}, 'endDate', ${isoTime(products.promotionEnd)}) end,
  'promotionText', ${products.promotionText}, 'translations', ${products.translations},
  'weightGrams', ${products.weightGrams}, 'lengthCm', ${products.lengthCm},
  'widthCm', ${products.widthCm}, 'heightCm', ${products.heightCm},
  'variations', coalesce((select json_agg(
    json_build_object('color', v.color, 'images', v.images, 'stock', v.stock) order by v.position)
    from product_variations v where v.product_id = "products"."id"), '[]'::json),
  'version', ${products.version}, 'createdAt', ${isoTime(products.createdAt)},
  'updatedAt', ${isoTime(products.updatedAt)},
  'rating', json_build_object('count', ${products.ratingCount}, 'total', ${products.ratingTotal}))`;

function productOfDocument({ rating, ...product }: ProductDocument): Product {
  return { ...product, rating: ratingOf(rating.count, rating.total) };
}

/** The product page's query: an uncached product page is one query (db/prepared-statements.ts). */
const productByIdStatement = preparedStatement((db) =>
  db
    .select({ product: productDocument })
    .from(products)
    .where(eq(products.id, sql.placeholder("id")))
    .prepare("product_by_id"),
);

/** A page of search results by id: the same statement for any number of ids (an array parameter). */
const productsByIdsStatement = preparedStatement((db) =>
  db
    .select({ product: productDocument })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("products_by_ids"),
);

export async function findProductsByIds(db: Database, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await productsByIdsStatement(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.product.id, row.product]));
  const found: Product[] = [];
  for (const id of ids) {
    const document = byId.get(id);
    if (document) found.push(productOfDocument(document));
  }
  return found;
}

/** Categories with at least one product, in the menu's order (shared categoriesMostFirst). */
export async function countProductsByCategory(db: Database): Promise<CategoryCount[]> {
  const rows = await db
    .select({ name: products.category, count: count() })
    .from(products)
    .groupBy(products.category);
  // The CHECK constraint products_category_check keeps category within CATEGORIES.
  return categoriesMostFirst(rows.map((row) => ({ name: row.name as Category, count: row.count })));
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

export interface ProductLocation {
  id: string;
  updatedAt: Date;
}

/** For the sitemap: the newest first, at most `limit` (a sitemap file holds 50,000 URLs). */
export async function listProductLocations(db: Database, limit: number): Promise<ProductLocation[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * More work in the write's transaction, given the product before and after (null for a creation
 * or a deletion): the audit log's entry (modules/audit). Throwing undoes the write.
 */
export type ProductWriteHook = (tx: Database, before: Product | null, after: Product | null) => Promise<void>;

export interface ProductWriteOptions {
  now: Date;
  /** A chosen id (the seed and media uploads need it before the row exists); random otherwise. */
  id?: string;
  inTransaction?: ProductWriteHook;
}

/** Inserts a product and its variations in one transaction. */
export async function insertProduct(
  db: Database,
  input: ProductInput,
  { now, id, inTransaction }: ProductWriteOptions,
): Promise<Product> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...(id ? { id } : {}), ...productColumns(input), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("insert into products returned no row");
    const variations = await insertVariations(tx, row.id, input.variations);
    const product = toProduct(row, variations);
    await inTransaction?.(tx, null, product);
    return product;
  });
}

/**
 * Replaces a product's fields and variations if it is still at `version`, raising it by one; null
 * when there is no such product at that version (gone, or saved by someone else since).
 */
export async function updateProduct(
  db: Database,
  id: string,
  input: ProductInput,
  { now, version, inTransaction }: Pick<ProductWriteOptions, "now" | "inTransaction"> & { version: number },
): Promise<Product | null> {
  return db.transaction(async (tx) => {
    const before = inTransaction ? await findProductById(tx, id) : null;
    const [row] = await tx
      .update(products)
      .set({ ...productColumns(input), version: sql`${products.version} + 1`, updatedAt: now })
      .where(and(eq(products.id, id), eq(products.version, version)))
      .returning();
    if (!row) return null;
    const variations = await saveVariations(tx, id, input.variations);
    const product = toProduct(row, variations);
    await inTransaction?.(tx, before, product);
    return product;
  });
}

/** Deletes a product (variations and favourites follow by cascade); false when there was none. */
export async function deleteProduct(
  db: Database,
  id: string,
  inTransaction?: ProductWriteHook,
): Promise<boolean> {
  if (!inTransaction) {
    const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    return deleted.length > 0;
  }
  return db.transaction(async (tx) => {
    const before = await findProductById(tx, id);
    const deleted = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
    if (deleted.length === 0) return false;
    await inTransaction(tx, before, null);
    return true;
  });
}

function productColumns(input: ProductInput) {
  return {
    name: input.name,
    price: input.price,
    category: input.category,
    description: input.description,
    dimensions: input.dimensions,
    material: input.material,
    careInstructions: input.careInstructions,
    // Left out by an older client or CSV: the stored origin stays (a new product gets "").
    ...(input.origin !== undefined ? { origin: input.origin } : {}),
    promotionDiscount: input.promotion?.discount ?? null,
    promotionStart: input.promotion ? new Date(input.promotion.startDate) : null,
    promotionEnd: input.promotion ? new Date(input.promotion.endDate) : null,
    promotionText: input.promotionText,
    translations: input.translations,
    ...parcelColumns(input),
    searchText: productSearchText(
      input.name,
      input.category,
      input.variations.map((variation) => variation.color),
      productNames(input).slice(1),
    ),
  };
}

/**
 * The weight and box the input gives. A field left out is left out of the write: a new product
 * has none (null), an edit keeps what the product has, as it keeps stock (shared catalogue.ts).
 */
function parcelColumns(input: ProductInput) {
  const columns: Partial<Record<"weightGrams" | "lengthCm" | "widthCm" | "heightCm", number | null>> = {};
  for (const field of ["weightGrams", "lengthCm", "widthCm", "heightCm"] as const) {
    if (input[field] !== undefined) columns[field] = input[field];
  }
  return columns;
}

/** A colour's stock moved (an order, a colleague) since the editor loaded the figure it replaces. */
export class StockChangedSince extends Error {
  constructor(
    readonly color: string,
    readonly seen: number,
    readonly now: number,
  ) {
    super(`The stock of colour ${color} is ${now} now, not the ${seen} the edit was made on.`);
    this.name = "StockChangedSince";
  }
}

/**
 * A product's colours as the input lists them, each existing colour updated in place. Orders on
 * other connections may be waiting for these rows (products.repository takeStockCtes): a row
 * deleted and inserted again would be a colour gone for them (a sale refused as out of stock),
 * and a stock read here and written back would undo a sale committed meanwhile. So the rows are
 * locked first in the orders' own order (by colour, so neither waits for the other in a circle),
 * a colour whose stock the input leaves out keeps what it has (shared variationSchema) without
 * being read, and only colours the input drops are deleted. A typed stock sent with the figure it
 * replaces (`stockSeen`) is written only if the colour still has that figure: otherwise
 * `StockChangedSince` is thrown, before anything is written, and the transaction rolls back.
 */
async function saveVariations(
  tx: Database,
  productId: string,
  variations: ProductInput["variations"],
): Promise<VariationRow[]> {
  const colours = variations.map((variation) => variation.color);
  const locked = await tx
    .select({ color: productVariations.color, stock: productVariations.stock })
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.color))
    .for("update");
  const stockNow = new Map(locked.map((variation) => [variation.color, variation.stock]));
  for (const { color, stockSeen } of variations) {
    const stock = stockNow.get(color);
    if (stockSeen !== undefined && stock !== undefined && stock !== stockSeen) {
      throw new StockChangedSince(color, stockSeen, stock);
    }
  }
  const existing = new Set(stockNow.keys());
  await tx
    .delete(productVariations)
    .where(and(eq(productVariations.productId, productId), notInArray(productVariations.color, colours)));
  // Positions are unique per product: the kept colours step aside (below zero) before taking theirs.
  await tx
    .update(productVariations)
    .set({ position: sql`-1 - ${productVariations.position}` })
    .where(eq(productVariations.productId, productId));
  for (const [position, variation] of variations.entries()) {
    if (!existing.has(variation.color)) continue;
    await tx
      .update(productVariations)
      .set({
        position,
        images: variation.images,
        ...(variation.stock !== undefined ? { stock: variation.stock } : {}),
      })
      .where(and(eq(productVariations.productId, productId), eq(productVariations.color, variation.color)));
  }
  const inserted = variations
    .map((variation, position) => ({ variation, position }))
    .filter(({ variation }) => !existing.has(variation.color));
  if (inserted.length > 0) {
    await tx.insert(productVariations).values(
      inserted.map(({ variation, position }) => ({
        productId,
        position,
        color: variation.color,
        images: variation.images,
        stock: variation.stock ?? 0,
      })),
    );
  }
  return tx
    .select(variationColumns)
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.position));
}

async function insertVariations(
  db: Database,
  productId: string,
  variations: ProductInput["variations"],
): Promise<VariationRow[]> {
  if (variations.length === 0) return [];
  return db
    .insert(productVariations)
    .values(
      variations.map((variation, position) => ({
        productId,
        position,
        color: variation.color,
        images: variation.images,
        stock: variation.stock ?? 0,
      })),
    )
    .returning(variationColumns);
}

/** The variations of a whole page in one query (never one query per product). */
async function withVariations(db: Database, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variations = await db
    .select(variationColumns)
    .from(productVariations)
    .where(
      inArray(
        productVariations.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariations.productId), asc(productVariations.position));
  const byProduct = new Map<string, VariationRow[]>();
  for (const variation of variations) {
    const list = byProduct.get(variation.productId);
    if (list) list.push(variation);
    else byProduct.set(variation.productId, [variation]);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? []));
}

function toProduct(
  row: Omit<ProductRow, "searchText">,
  variations: ReadonlyArray<Pick<VariationRow, "color" | "images" | "stock">>,
): Product {
  const { promotionDiscount: discount, promotionStart: start, promotionEnd: end } = row;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    category: row.category as Category,
    description: row.description,
    dimensions: row.dimensions,
    material: row.material,
    careInstructions: row.careInstructions,
    origin: row.origin,
    promotion:
      discount !== null && start !== null && end !== null
        ? { discount, startDate: start.toISOString(), endDate: end.toISOString() }
        : null,
    promotionText: row.promotionText,
    translations: row.translations,
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    variations: variations.map((variation) => ({
      color: variation.color,
      images: variation.images,
      stock: variation.stock,
    })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    rating: ratingOf(row.ratingCount, row.ratingTotal),
  };
}

/**
 * What the catalogue's in-memory index reads of a product (modules/catalogue/search-index.ts):
 * the words it is found by, field by field and in every language, and what the filters need.
 */
const searchEntryColumns = {
  id: products.id,
  category: products.category,
  price: products.price,
  createdAt: products.createdAt,
  name: products.name,
  material: products.material,
  description: products.description,
  translations: products.translations,
  promotionDiscount: products.promotionDiscount,
  promotionStart: products.promotionStart,
  promotionEnd: products.promotionEnd,
  variations: sql<Array<{ color: string; stock: number }>>`coalesce((select json_agg(
    json_build_object('color', v.color, 'stock', v.stock) order by v.position)
    from product_variations v where v.product_id = "products"."id"), '[]'::json)`,
};

/** What the catalogue's in-memory index holds of a product (modules/catalogue/search-index.ts). */
export interface IndexedProduct {
  id: string;
  category: Category;
  price: number;
  createdAt: Date;
  /** The Vietnamese name first, then the translated ones (decision 029). */
  names: string[];
  /** The Vietnamese material first (its key names the material in filters), then the translated ones. */
  materials: Array<{ language: "vi" | "en" | "kr" | "jp"; text: string }>;
  /** Every description bullet, in every language. */
  descriptions: string[];
  promotion: Promotion | null;
  variations: Array<{ color: string; stock: number }>;
}

type SearchEntryRow = {
  [K in keyof typeof searchEntryColumns]: K extends "variations"
    ? Array<{ color: string; stock: number }>
    : ProductRow[K & keyof ProductRow];
};

function toIndexedProduct(row: SearchEntryRow): IndexedProduct {
  const translations = Object.entries(row.translations) as Array<
    [keyof ProductTranslations, NonNullable<ProductTranslations[keyof ProductTranslations]>]
  >;
  const { promotionDiscount: discount, promotionStart: start, promotionEnd: end } = row;
  return {
    id: row.id,
    // The CHECK constraint products_category_check keeps category within CATEGORIES.
    category: row.category as Category,
    price: row.price,
    createdAt: row.createdAt,
    names: [row.name, ...translations.map(([, text]) => text.name).filter(Boolean)],
    materials: [
      { language: "vi" as const, text: row.material },
      ...translations.map(([language, text]) => ({ language, text: text.material })),
    ].filter((material) => material.text !== ""),
    descriptions: [...row.description, ...translations.flatMap(([, text]) => text.description)],
    promotion:
      discount !== null && start !== null && end !== null
        ? { discount, startDate: start.toISOString(), endDate: end.toISOString() }
        : null,
    variations: row.variations.map((variation) => ({ color: variation.color, stock: variation.stock })),
  };
}

/** What the in-memory search index holds of these products. */
export async function readSearchEntries(db: Database, ids: string[]): Promise<IndexedProduct[]> {
  const rows = await db.select(searchEntryColumns).from(products).where(inArray(products.id, ids));
  return rows.map(toIndexedProduct);
}

/**
 * The same for the whole catalogue, `batchSize` products at a time, oldest first (the
 * `products_created_at_id_idx` order, ties by id). Not by id: uuids are random, so each batch's
 * rows and colours were pages all over the tables, read one by one through the embedded
 * database's 16 MB page cache (decision 037); at a million products the load read some 23 GB
 * (docs/decisions/064-new-searches-and-a-million-products.md). Rows are mostly stored in the order
 * they were created. The cursor is the creation time as the database prints it (microseconds),
 * since a JavaScript Date keeps milliseconds only.
 */
export async function* readAllSearchEntries(
  db: Database,
  batchSize: number,
): AsyncGenerator<IndexedProduct[]> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows: Array<SearchEntryRow & { cursor: string }> = await db
      .select({ ...searchEntryColumns, cursor: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(
        after === null
          ? undefined
          : sql`(${products.createdAt}, ${products.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toIndexedProduct);
    const last = rows[rows.length - 1];
    after = last ? { createdAt: last.cursor, id: last.id } : null;
    if (rows.length < batchSize) return;
  }
}

/**
 * True while every product is still at the version it was read at: the condition an order's
 * statement holds its prices to (modules/catalogue/prices-for-orders.ts).
 */
export function productsStillAt(read: ReadonlyArray<{ id: string; version: number }>): SQL {
  return sql`not exists (
    select 1 from unnest(
      ${sql.param(read.map((product) => product.id))}::uuid[],
      ${sql.param(read.map((product) => product.version))}::int[]
    ) as priced(id, version)
    left join ${products} p on p.id = priced.id
    where p.version is distinct from priced.version)`;
}

/** What an order needs to know of a product: its price today and the colours it comes in. */
export interface ProductForOrder {
  id: string;
  name: string;
  /** The names in en, kr and jp: an order line keeps the name the shopper read. */
  translations: ProductTranslations;
  price: number;
  promotion: Promotion | null;
  colors: string[];
  /** The packed bag for the carriers' quotes; null fields where the owner entered none. */
  parcel: ProductParcel;
  /** Raised by every change of the above (updateProduct): what an order holds them to. */
  version: number;
}

export interface ProductParcel {
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** Every product of an order with its colours, in ONE query, however many lines the order has. */
/** What an order reads of its products, before its transaction (db/prepared-statements.ts). */
const productsForOrderStatement = preparedStatement((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      translations: products.translations,
      price: products.price,
      discount: products.promotionDiscount,
      start: products.promotionStart,
      end: products.promotionEnd,
      // Written out with table names: inside a subquery Drizzle leaves columns unqualified.
      colors: sql<string[]>`coalesce((select array_agg(v.color) from product_variations v
        where v.product_id = "products"."id"), '{}'::text[])`,
      weightGrams: products.weightGrams,
      lengthCm: products.lengthCm,
      widthCm: products.widthCm,
      heightCm: products.heightCm,
      version: products.version,
    })
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("products_for_order"),
);

export async function findProductsForOrder(db: Database, ids: readonly string[]): Promise<ProductForOrder[]> {
  if (ids.length === 0) return [];
  const rows = await productsForOrderStatement(db).execute({ ids });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    translations: row.translations,
    price: row.price,
    promotion:
      row.discount !== null && row.start !== null && row.end !== null
        ? { discount: row.discount, startDate: row.start.toISOString(), endDate: row.end.toISOString() }
        : null,
    colors: row.colors,
    parcel: {
      weightGrams: row.weightGrams,
      lengthCm: row.lengthCm,
      widthCm: row.widthCm,
      heightCm: row.heightCm,
    },
    version: row.version,
  }));
}

/** A quantity of one product in one colour, as an order line names it. */
export interface StockLine {
  productId: string;
  color: string;
  quantity: number;
}

/**
 * The stock part of an order's one statement (modules/orders/place-order.statement.ts;
 * docs/decisions/033-an-order-is-one-statement.md): two CTEs, `stock_locked` and `stock_taken`.
 * The colours' rows are locked in a fixed order (product, colour), so two orders never lock the
 * same rows in opposite orders (no deadlock); on PostgreSQL a concurrent order for the same colour
 * waits for the lock and then sees the committed stock, and a line is taken only where
 * `stock >= quantity`, so no interleaving sells more than there is. Lines of the same colour count
 * together. `stock_taken` has a row per line taken: fewer than `lineCount` and the statement must
 * refuse the order, which rolls back what it took. Nothing is locked unless `onlyIf` holds.
 * `stockLeft` is what each colour taken has left after it, for the statement's answer: JSON text,
 * `[{"productId", "color", "stock"}…]` (modules/catalogue/catalogue-change.ts, `ColourStockLeft`).
 */
export function takeStockCtes(
  lines: readonly StockLine[],
  onlyIf: SQL,
): { ctes: SQL; lineCount: number; stockLeft: SQL } {
  const wanted = mergedLines(lines);
  const ctes = sql`stock_locked as (
      select v.id, w.quantity
      from ${productVariations} v
      join unnest(
        ${sql.param(wanted.map((line) => line.productId))}::uuid[],
        ${sql.param(wanted.map((line) => line.color))}::text[],
        ${sql.param(wanted.map((line) => line.quantity))}::int[]
      ) as w(product_id, color, quantity) on v.product_id = w.product_id and v.color = w.color
      where ${onlyIf}
      order by v.product_id, v.color
      for update of v
    ), stock_taken as (
      update ${productVariations} v set stock = v.stock - l.quantity
      from stock_locked l
      where v.id = l.id and v.stock >= l.quantity
      returning v.id, v.product_id, v.color, v.stock
    )`;
  const stockLeft = sql`(select coalesce(json_agg(json_build_object('productId', product_id,
      'color', color, 'stock', stock)), '[]')::text from stock_taken)`;
  return { ctes, lineCount: wanted.length, stockLeft };
}

/**
 * Why an order's stock could not be taken, read after the refusal: the first line (in lock order,
 * lines of one colour added up) with less left than asked, and what is left of it (0 for a colour
 * gone since). When none is short any more (stock came back in the meantime), the first line.
 */
export async function findStockShortfall(
  db: Database,
  lines: readonly StockLine[],
): Promise<{ line: StockLine; available: number } | null> {
  const wanted = mergedLines(lines);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({
      productId: productVariations.productId,
      color: productVariations.color,
      stock: productVariations.stock,
    })
    .from(productVariations)
    .where(
      inArray(
        productVariations.productId,
        wanted.map((line) => line.productId),
      ),
    );
  const left = new Map(rows.map((row) => [`${row.productId} ${row.color}`, row.stock]));
  const withStock = wanted.map((line) => ({
    line,
    available: left.get(`${line.productId} ${line.color}`) ?? 0,
  }));
  return withStock.find(({ line, available }) => available < line.quantity) ?? withStock[0] ?? null;
}

/** The lines in lock order (product, colour), quantities of the same colour added up. */
function mergedLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of sortedLines(lines)) {
    const key = `${line.productId} ${line.color}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** Puts stock back (a cancelled order); a colour deleted since then has nothing to return to. */
export async function returnStock(tx: Database, lines: readonly StockLine[]): Promise<void> {
  for (const line of sortedLines(lines)) {
    await tx
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${line.quantity}` })
      .where(and(eq(productVariations.productId, line.productId), eq(productVariations.color, line.color)));
  }
}

/** Every colour of these products with its stock now (the webhooks' `stock.changed`). */
export async function findColourStock(
  db: Database,
  productIds: readonly string[],
): Promise<Array<{ productId: string; color: string; stock: number }>> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productVariations.productId,
      color: productVariations.color,
      stock: productVariations.stock,
    })
    .from(productVariations)
    .where(inArray(productVariations.productId, [...productIds]))
    .orderBy(asc(productVariations.productId), asc(productVariations.position));
}

/** The colours with `threshold` or fewer left, fewest first (the dashboard's low-stock list). */
export async function findLowStock(
  db: Database,
  threshold: number,
  limit: number,
): Promise<Array<{ productId: string; name: string; color: string; stock: number }>> {
  return db
    .select({
      productId: productVariations.productId,
      name: products.name,
      color: productVariations.color,
      stock: productVariations.stock,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(sql`${productVariations.stock} <= ${threshold}`)
    .orderBy(asc(productVariations.stock), asc(products.name), asc(productVariations.color))
    .limit(limit);
}

/** The current names of these products (those deleted are absent): the dashboard's best sellers. */
export async function findProductNames(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function sortedLines(lines: readonly StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || a.color.localeCompare(b.color));
}

/** The admin grid's filter (shared adminProductQuerySchema), its search words already normalised. */
export interface AdminProductFilter {
  words: string[];
  category?: Category;
  /** A colour at or below `lowStockAt`, or a colour sold out. */
  stock?: "low" | "out";
  lowStockAt: number;
  /** Only products whose promotion runs at this moment. */
  promotionAt?: Date;
}

function adminFilterCondition(filter: AdminProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const base = filterCondition({ words: filter.words, category: filter.category });
  if (base) conditions.push(base);
  if (filter.promotionAt) {
    conditions.push(
      sql`${products.promotionStart} <= ${filter.promotionAt} and ${products.promotionEnd} >= ${filter.promotionAt}`,
    );
  }
  if (filter.stock) {
    const limit = filter.stock === "out" ? 0 : filter.lowStockAt;
    conditions.push(
      sql`exists (select 1 from ${productVariations} v where v.product_id = ${products.id} and v.stock <= ${limit})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the admin grid, newest first, with the number of products the filter matches. */
export async function findAdminProducts(
  db: Database,
  filter: AdminProductFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ items: Product[]; total: number }> {
  const where = adminFilterCondition(filter);
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const items = await findProductsByIds(
    db,
    ids.map((row) => row.id),
  );
  return { items, total: counted?.total ?? 0 };
}

/**
 * Stores a product's rating (its approved reviews' count and sum of stars, modules/reviews). Not
 * an edit: the version and updatedAt stay, so an administrator's open form and the prices kept
 * for orders are not disturbed. False when the product is gone.
 */
export async function setProductRating(
  tx: Database,
  id: string,
  rating: { count: number; total: number },
): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ ratingCount: rating.count, ratingTotal: rating.total })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return updated.length > 0;
}

/** How many products of the same category (then of any) are weighed for "related": bounded work at any size. */
const RELATED_CANDIDATES = 200;

/**
 * The products most like `id`, best first: same category (2 points), same material (1), each
 * colour they share (1); those with a colour in stock before the sold-out ones, then the newest.
 * Only the newest RELATED_CANDIDATES of its category and of the whole catalogue are weighed (both
 * read through the created_at indexes), so the statement costs the same at 100,000 products. Its
 * answer is cached by the catalogue's read side (modules/catalogue/related-products.ts).
 */
export async function findRelatedProductIds(db: Database, id: string, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    with target as (
      select p.id, p.category, lower(p.material) as material,
        coalesce(array(select v.color from product_variations v where v.product_id = p.id), '{}') as colours
      from products p where p.id = ${id}
    ),
    candidates as (
      (select c.id from products c, target t where c.category = t.category and c.id <> t.id
        order by c.created_at desc, c.id desc limit ${RELATED_CANDIDATES})
      union
      (select c.id from products c, target t where c.id <> t.id
        order by c.created_at desc, c.id desc limit ${RELATED_CANDIDATES})
    )
    select c.id
    from products c join candidates using (id), target t
    order by
      exists (select 1 from product_variations v where v.product_id = c.id and v.stock > 0) desc,
      (case when c.category = t.category then 2 else 0 end)
        + (case when t.material <> '' and lower(c.material) = t.material then 1 else 0 end)
        + (select count(*) from product_variations v where v.product_id = c.id and v.color = any(t.colours)) desc,
      c.created_at desc, c.id desc
    limit ${limit}`);
  return resultRows<{ id: string }>(result).map((row) => row.id);
}
