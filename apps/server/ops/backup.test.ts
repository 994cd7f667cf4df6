import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { orders, products } from "../src/db/schema";
import { orderLoad, REPOSITORY_DIR, type ShopProcess, someBag, startShop, stockUp } from "./shop-process";

// One public URL for both: access tokens name it as their issuer.
const ADMIN = {
  ADMIN_EMAIL: "chu@lumibags.vn",
  ADMIN_PASSWORD: "mat-khau-rat-dai-2026",
  PUBLIC_URL: "https://lumibags.test",
};

/** `npm run backup` / `npm run restore` as the owner types them (the root scripts run tsx). */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `apps/server/scripts/${script}.ts`, ...args], {
      cwd: REPOSITORY_DIR,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function uploadImage(baseUrl: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#d32f2f" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("productId", "new");
  form.set("color", "#d32f2f");
  form.set("kind", "cover");
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "tui-do.png");
  const response = await fetch(`${baseUrl}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describe("backing up a running shop on the embedded database, and restoring it", () => {
  let dir: string;
  const shops: ShopProcess[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-backup-"));
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps every order acknowledged before the backup began, and every uploaded image", async () => {
    const dataDir = join(dir, "data");
    const shop = await startShop("shop", { DATA_DIR: dataDir, ORDER_RATE_LIMIT: "1000000", ...ADMIN });
    shops.push(shop);

    const login = await fetch(`${shop.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const imageUrl = await uploadImage(shop.url, accessToken);

    const bag = await someBag(shop.url);
    await stockUp(shop.url, bag, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
    // Shoppers ordering steadily while the backup runs. Every commit of the embedded database
    // waits for its fsync on the server's one thread (db/client.ts), so an unpaused flood would
    // leave the backup's file copying almost no turn: a steady stream is what a shop sees.
    const load = orderLoad(shop.url, bag, 4, () => ({}), 100);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const backupBegan = Date.now();
    const backup = await runScript("backup", [join(dir, "backups")], { DATA_DIR: dataDir });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const backupPath = /Backup written to (\S+) in/.exec(backup.stdout)?.[1] ?? "";
    expect(backupPath).toMatch(/shop-\d{8}-\d{6}$/);
    const before = load.acknowledged.filter((order) => order.at < backupBegan);
    expect(before.length).toBeGreaterThan(0);
    expect(load.acknowledged.length).toBeGreaterThan(before.length);
    expect([...load.other.keys()]).toEqual([]);

    // A restore never overwrites a shop.
    const refused = await runScript("restore", [backupPath], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not empty");

    const restoredDir = join(dir, "restored");
    const restore = await runScript("restore", [backupPath], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await startShop("restored", { DATA_DIR: restoredDir, ...ADMIN });
    shops.push(restored);
    const image = await fetch(`${restored.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const page = (await (await fetch(`${restored.url}/api/products?limit=100`)).json()) as {
      total: number;
      items: { variations: { images: string[] }[] }[];
    };
    expect(page.total).toBe(48);
    const demoImages = page.items.flatMap((product) => product.variations.flatMap((v) => v.images));
    for (const url of demoImages) {
      expect((await fetch(`${restored.url}${url}`, { method: "HEAD" })).status, url).toBe(200);
    }
    // The restored shop still knows its administrator and signs with the same secret.
    const relogin = await fetch(`${restored.url}/api/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(relogin.status).toBe(200);
    expect(await restored.stop()).toBe(0);

    const database = await openDatabase({ kind: "pglite", dataDir: join(restoredDir, "pglite") });
    try {
      const ids = new Set((await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id));
      const missing = before.filter((order) => !ids.has(order.id));
      expect(missing).toEqual([]);
      expect(await database.db.$count(products)).toBe(48);
    } finally {
      await database.close();
    }
  });
});
