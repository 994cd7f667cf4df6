/**
 * The mixed load (bench/README.md, "Scenarios"): shoppers browsing, searching and ordering while
 * the owner edits prices, all at once, as a shop's busy hour is.
 *
 * - **Reads** go through wrk (one thread, 50 connections): product pages, list and category pages,
 *   and new searches (each asked once in the run), interleaved 3 : 3 : 4. Their p99 is the figure
 *   held to the target (≤ 20 ms).
 * - **Orders** come from this process, a few at a time (`BENCH_MIXED_ORDER_WORKERS`, 4), each a new
 *   order with its own Idempotency-Key, timed one by one: orders per second and their p99.
 * - **Price edits** come from this process too, one after the other: the owner's PUT of a product
 *   on list page 1 with its price moved by 10,000 đồng. As soon as the edit is acknowledged the
 *   product is read back the ways a shopper meets it (its page, the `ids` batch the cart asks, list
 *   page 1), and any answer with another price is counted as stale. The target is none: a price the
 *   owner has changed is never shown old once the shop said it was saved (decision 039: the change
 *   event is heard by this instance before the PUT answers).
 */
import { CATEGORIES, type Product, type ProductPage, productUpdateSchema } from "@shop/shared";
import { cartLinesPath, listPath, productPath } from "./catalogue-paths";
import { runWrk, type WrkResult } from "./wrk";

export interface MixedFigures {
  reads: WrkResult;
  orders: number;
  ordersPerSecond: number;
  orderP99: number;
  orderFailures: number;
  /** The first refused order's status and answer, to say why. */
  firstOrderFailure: string | null;
  edits: number;
  editP99: number;
  /** Answers, read right after an acknowledged edit, that showed another price. */
  staleAnswers: number;
  /** Read-backs made after the edits (each edit is read three ways). */
  readBacks: number;
  editFailures: number;
  /** The first refused edit's status and answer, to say why. */
  firstEditFailure: string | null;
}

const ORDER_WORKERS = Number(process.env.BENCH_MIXED_ORDER_WORKERS ?? 4);
/** The owner edits a price about this often (ms between one acknowledged edit and the next). */
const EDIT_PAUSE_MS = Number(process.env.BENCH_MIXED_EDIT_PAUSE_MS ?? 100);

/** Reads interleaved 3 product pages : 3 list or category pages : 4 new searches. */
export function mixedReadPaths(productPaths: string[], searchPaths: string[]): string[] {
  const listPaths: string[] = [];
  for (let page = 1; page <= 5; page++) listPaths.push(listPath({ page }));
  for (const category of CATEGORIES) {
    for (let page = 1; page <= 3; page++) listPaths.push(listPath({ category, page }));
    listPaths.push(listPath({ category, sort: "price_asc", page: 1 }));
  }
  const paths: string[] = [];
  let product = 0;
  let list = 0;
  for (const search of searchPaths) {
    if (paths.length % 10 < 6) {
      for (let i = 0; i < 3; i++)
        paths.push(productPaths[product++ % productPaths.length] ?? "/api/products");
      for (let i = 0; i < 3; i++) paths.push(listPaths[list++ % listPaths.length] ?? "/api/products");
    }
    paths.push(search);
  }
  return paths;
}

function percentile(values: number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/** The owner's access token: the bench's server is started with ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function adminToken(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`POST /api/login answered ${response.status}: ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken) throw new Error("POST /api/login gave no access token (a second factor asked?)");
  return accessToken;
}

/** The product as PUT takes it: the fields of its update schema, from the owner's GET. */
function updateBody(product: Product, price: number): string {
  const keys = Object.keys(productUpdateSchema.shape);
  const body = Object.fromEntries(Object.entries(product).filter(([key]) => keys.includes(key)));
  // The scratch catalogue's pictures were never uploaded (scratch-catalogue.ts), which a PUT
  // refuses: the owner's edit leaves its colours without pictures, which no scenario reads.
  const variations = product.variations.map((variation) => ({ ...variation, images: [] }));
  return JSON.stringify({ ...body, variations, price });
}

export async function runMixed(
  base: string,
  {
    readPaths,
    orderBodies,
    token,
    connections,
    durationSeconds,
  }: {
    readPaths: string[];
    orderBodies: string[];
    token: string;
    connections: number;
    durationSeconds: number;
  },
): Promise<MixedFigures> {
  const firstPage = (await (await fetch(`${base}${listPath({ page: 1 })}`)).json()) as ProductPage;
  const edited = firstPage.items.map((item) => item.id);
  const owner = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const deadline = Date.now() + durationSeconds * 1000;
  const run = `${Date.now()}`;

  const orderTimes: number[] = [];
  let orderFailures = 0;
  let firstOrderFailure: string | null = null;
  let sent = 0;
  async function orderWorker(worker: number): Promise<void> {
    while (Date.now() < deadline) {
      const body = orderBodies[sent++ % orderBodies.length] ?? "{}";
      const started = performance.now();
      const response = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": `mixed-${run}-${worker}-${sent}` },
        body,
      });
      const answer = await response.text();
      if (response.status === 201) orderTimes.push(performance.now() - started);
      else {
        orderFailures += 1;
        firstOrderFailure ??= `${response.status} ${answer.slice(0, 300)}`;
      }
    }
  }

  const editTimes: number[] = [];
  let staleAnswers = 0;
  let readBacks = 0;
  let editFailures = 0;
  let firstEditFailure: string | null = null;
  async function editor(): Promise<void> {
    let turn = 0;
    while (Date.now() < deadline) {
      const id = edited[turn % edited.length];
      turn += 1;
      if (!id) return;
      const current = (await (
        await fetch(`${base}/api/products/${id}`, { headers: owner })
      ).json()) as Product;
      const price = current.price + (turn % 2 === 0 ? 10_000 : -10_000);
      const started = performance.now();
      const saved = await fetch(`${base}/api/products/${id}`, {
        method: "PUT",
        headers: owner,
        body: updateBody(current, price),
      });
      const answer = await saved.text();
      if (saved.status !== 200) {
        editFailures += 1;
        firstEditFailure ??= `${saved.status} ${answer.slice(0, 300)}`;
        continue;
      }
      editTimes.push(performance.now() - started);
      // Acknowledged: every answer from now on must show the new price.
      // Asked as a shopper's browser asks them: the answers are kept per address and language.
      const page = (await (await fetch(`${base}${productPath(id)}`)).json()) as Product;
      const batch = (await (await fetch(`${base}${cartLinesPath([id])}`)).json()) as ProductPage;
      const list = (await (await fetch(`${base}${listPath({ page: 1 })}`)).json()) as ProductPage;
      const shown = [page.price, batch.items[0]?.price, list.items.find((item) => item.id === id)?.price];
      readBacks += shown.length;
      staleAnswers += shown.filter((value) => value !== price).length;
      await new Promise((resolve) => setTimeout(resolve, EDIT_PAUSE_MS));
    }
  }

  const started = Date.now();
  const [reads] = await Promise.all([
    runWrk({ url: `${base}/`, connections, durationSeconds, paths: readPaths, once: true }),
    ...Array.from({ length: ORDER_WORKERS }, (_, worker) => orderWorker(worker)),
    editor(),
  ]);
  const seconds = (Date.now() - started) / 1000;
  return {
    reads,
    orders: orderTimes.length,
    ordersPerSecond: Math.round(orderTimes.length / seconds),
    orderP99: percentile(orderTimes, 0.99),
    orderFailures,
    firstOrderFailure,
    edits: editTimes.length,
    editP99: percentile(editTimes, 0.99),
    staleAnswers,
    readBacks,
    editFailures,
    firstEditFailure,
  };
}
