import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { SERVER_PACKAGE_DIR } from "../src/paths";

/*
 * Helpers for the operations tests (ops/*.test.ts): they run the *built* server, as production
 * does, so `npm test` runs them after `npm run build` (package.json "test:ops").
 */

export const SERVER_DIST = join(SERVER_PACKAGE_DIR, "dist", "server.js");
export const REPOSITORY_DIR = join(SERVER_PACKAGE_DIR, "..", "..");

/** On a busy 2-core machine PGlite's start, the migrations and the demo seed take a while. */
export const START_DEADLINE_MS = 120_000;

export function assertBuilt(): void {
  if (!existsSync(SERVER_DIST)) {
    throw new Error(`${SERVER_DIST} is missing: run \`npm run build -w @shop/server\` before the ops tests.`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ShopProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  stderr(): string;
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Spawns `node dist/server.js` on 127.0.0.1 and a free port with `env` on top of ours. */
export async function spawnShop(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<ShopProcess> {
  assertBuilt();
  const chosenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER_DIST], {
    cwd: SERVER_PACKAGE_DIR,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(chosenPort), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    name,
    port: chosenPort,
    url: `http://127.0.0.1:${chosenPort}`,
    child,
    output: () => output,
    stderr: () => stderr,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until GET /api/health/ready answers 200, or throws with what the process printed. */
export async function waitUntilReady(shop: ShopProcess, deadlineMs = START_DEADLINE_MS): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`${shop.name} exited early:\n${shop.output()}`);
    try {
      const response = await fetch(`${shop.url}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${shop.name} was not ready in ${deadlineMs} ms:\n${shop.output()}`);
}

export async function startShop(name: string, env: Record<string, string>): Promise<ShopProcess> {
  const shop = await spawnShop(name, env);
  await waitUntilReady(shop);
  return shop;
}

export const customerInfo = {
  fullName: "Nguyễn Thị Lan",
  phone: "0901234567",
  email: "lan@example.vn",
  address: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26740,
};

/** A bag from the catalogue to order: the first product and its first colour. */
export async function someBag(baseUrl: string): Promise<{ productId: string; color: string }> {
  const response = await fetch(`${baseUrl}/api/products?limit=1`);
  const page = (await response.json()) as { items: { id: string; variations: { color: string }[] }[] };
  const product = page.items[0];
  if (!product) throw new Error("the catalogue is empty");
  return { productId: product.id, color: product.variations[0]?.color ?? "#000000" };
}

/**
 * Gives the bag's colour plenty of stock through the administrator's product edit, so a load test
 * measures orders rather than the demo stock running out (409 out_of_stock).
 */
export async function stockUp(
  baseUrl: string,
  bag: { productId: string; color: string },
  admin: { email: string; password: string },
): Promise<void> {
  const json = { "content-type": "application/json" };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(admin),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const product = (await (await fetch(`${baseUrl}/api/products/${bag.productId}`)).json()) as Record<
    string,
    unknown
  > & { variations: { color: string; stock: number }[] };
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...editable } = product;
  const variations = product.variations.map((variation) =>
    variation.color === bag.color ? { ...variation, stock: 100_000 } : variation,
  );
  const edited = await fetch(`${baseUrl}/api/products/${bag.productId}`, {
    method: "PUT",
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ ...editable, variations }),
  });
  if (!edited.ok) throw new Error(`stocking up answered ${edited.status}: ${await edited.text()}`);
}

export function orderOf(bag: { productId: string; color: string }) {
  return { paymentMethod: "cod", customerInfo, items: [{ ...bag, quantity: 1 }] };
}

export interface Acknowledged {
  /** The order's uuid as the 201 answer gave it. */
  id: string;
  /** When the answer arrived (Date.now()). */
  at: number;
}

/**
 * Places orders from `workers` concurrent shoppers until `stop()` is called; collects every
 * acknowledged (201) order with the time its answer arrived, and counts the other outcomes.
 */
export function orderLoad(
  baseUrl: string,
  bag: { productId: string; color: string },
  workers = 4,
  headers: () => Record<string, string> = () => ({}),
  /** Each shopper's pause between orders: a steady stream rather than a flood, when asked. */
  pauseMs = 0,
) {
  const acknowledged: Acknowledged[] = [];
  const other = new Map<string, number>();
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      try {
        const response = await fetch(`${baseUrl}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers() },
          body: JSON.stringify(orderOf(bag)),
        });
        const body = (await response.json()) as { id?: string };
        if (response.status === 201 && body.id) acknowledged.push({ id: body.id, at: Date.now() });
        else other.set(String(response.status), (other.get(String(response.status)) ?? 0) + 1);
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      } catch (error) {
        const key = (error as Error).message;
        other.set(key, (other.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
  return {
    acknowledged,
    other,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
