import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../src/modules/media/s3-test-server";
import {
  freePort,
  orderLoad,
  orderOf,
  REPOSITORY_DIR,
  type ShopProcess,
  someBag,
  spawnShop,
  stockUp,
  waitUntilReady,
} from "./shop-process";

/*
 * Two built shop instances behind nginx (deploy/nginx.conf, as committed) on one PostgreSQL
 * database, one Redis and one S3-compatible store (s3rver). CI (.ci/run) provides PostgreSQL,
 * Redis and nginx; there a missing piece fails the test. Elsewhere it is skipped, saying why.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginxBinary = findNginx();
const missing = [
  ...(databaseUrl ? [] : ["TEST_DATABASE_URL"]),
  ...(redisUrl ? [] : ["TEST_REDIS_URL"]),
  ...(nginxBinary ? [] : ["nginx (Debian package nginx)"]),
];
const required = Boolean(process.env.CI) || process.env.REQUIRE_SCALE_OUT === "1";
if (missing.length > 0 && !required) {
  console.log(
    `scale-out test skipped: ${missing.join(", ")} missing (CI or REQUIRE_SCALE_OUT=1 makes this a failure)`,
  );
}

function findNginx(): string | null {
  const found = spawnSync("sh", ["-c", "command -v nginx || command -v /usr/sbin/nginx"], {
    encoding: "utf8",
  });
  const path = found.stdout.trim().split("\n")[0];
  return found.status === 0 && path ? path : null;
}

const ADMIN = { email: "chu@lumibags.vn", password: "mat-khau-rat-dai-2026" };
/** Orders one shopper's address may place per minute on the whole shop, not per instance. */
const ORDER_RATE_LIMIT = 5;

/** A shopper's address as a CDN in front of nginx would pass it (the instances trust two hops). */
function shopperAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

interface Answer {
  status: number;
  upstream: string;
  headers: Headers;
  body: unknown;
}

describe.skipIf(missing.length > 0 && !required)("two instances behind nginx", () => {
  let dir: string;
  let scratchDatabase = "";
  let scratchUrl = "";
  let s3: TestS3Server | undefined;
  let nginx: ChildProcess | undefined;
  let nginxUrl = "";
  const instances: ShopProcess[] = [];

  async function call(path: string, init: RequestInit & { address?: string } = {}): Promise<Answer> {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.address ?? shopperAddress());
    if (init.body && typeof init.body === "string") headers.set("content-type", "application/json");
    const response = await fetch(`${nginxUrl}${path}`, { ...init, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (an image, an empty 204)
    }
    return {
      status: response.status,
      upstream: response.headers.get("x-shop-upstream") ?? "",
      headers: response.headers,
      body,
    };
  }

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    if (missing.length > 0) {
      throw new Error(`the scale-out test needs ${missing.join(", ")}: .ci/run provides them`);
    }
    dir = await mkdtemp(join(tmpdir(), "shop-scale-out-"));

    // A scratch database of its own on the PostgreSQL server, dropped afterwards.
    scratchDatabase = `shop_scale_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${scratchDatabase}"`);
    await admin.end();
    const url = new URL(databaseUrl ?? "");
    url.pathname = `/${scratchDatabase}`;
    scratchUrl = url.toString();

    // A Redis database index of its own, so no other test's rate-limit counters meet ours.
    const redis = new URL(redisUrl ?? "");
    redis.pathname = `/${1 + (Date.now() % 15)}`;

    s3 = await startTestS3Server("scale-out-media");
    const ports = [await freePort(), await freePort()];
    const nginxPort = await freePort();
    nginxUrl = `http://127.0.0.1:${nginxPort}`;

    const env = {
      DATABASE_URL: scratchUrl,
      JWT_SECRET: randomBytes(32).toString("hex"),
      REDIS_URL: redis.toString(),
      ...s3.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: nginxUrl,
      TRUST_PROXY: "2",
      ORDER_RATE_LIMIT: String(ORDER_RATE_LIMIT),
      SHUTDOWN_DELAY_SECONDS: "1",
      SEED_DEMO: "true",
      DATA_DIR: join(dir, "data"),
    };
    // Both at once: the migrations and the demo seed must still run once.
    const [a, b] = await Promise.all([
      spawnShop("instance A", { ...env, DATA_DIR: join(dir, "a") }, ports[0]),
      spawnShop("instance B", { ...env, DATA_DIR: join(dir, "b") }, ports[1]),
    ]);
    if (!a || !b) throw new Error("instances did not spawn");
    instances.push(a, b);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);

    // deploy/nginx.conf with this run's ports, temporary paths, and the upstream in a header.
    const template = await readFile(join(REPOSITORY_DIR, "deploy", "nginx.conf"), "utf8");
    let instanceLine = 0;
    const conf = template
      // One worker: its round robin alternates strictly, so consecutive calls meet both instances.
      .replace(/^worker_processes auto;$/m, "worker_processes 1;")
      .replace(/^(\s*)listen 80; # shop-listen$/m, `$1listen 127.0.0.1:${nginxPort};`)
      .replace(
        /^(\s*)server 127\.0\.0\.1:\d+ (.*); # shop-instance$/gm,
        (_line, indent: string, options: string) => {
          const port = ports[instanceLine++];
          return `${indent}server 127.0.0.1:${port} ${options};`;
        },
      )
      .replace(
        /^http \{$/m,
        [
          "http {",
          ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
            (kind) => `  ${kind}_temp_path ${join(dir, "nginx", kind)};`,
          ),
        ].join("\n"),
      )
      .replace(
        /^(\s*)location \/ \{$/m,
        "$1location / {\n$1  add_header X-Shop-Upstream $upstream_addr always;",
      );
    expect(instanceLine).toBe(2);
    for (const kind of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      await mkdir(join(dir, "nginx", kind), { recursive: true });
      // Workers run as an unprivileged user when nginx starts as root.
      await chmod(join(dir, "nginx", kind), 0o777);
    }
    await chmod(dir, 0o755);
    await chmod(join(dir, "nginx"), 0o755);
    const confPath = join(dir, "nginx", "nginx.conf");
    await writeFile(confPath, conf);
    const errorLog = join(dir, "nginx", "error.log");
    nginx = spawn(
      nginxBinary ?? "nginx",
      [
        "-p",
        join(dir, "nginx"),
        "-e",
        errorLog,
        "-c",
        confPath,
        "-g",
        `daemon off; pid ${join(dir, "nginx", "nginx.pid")}; error_log ${errorLog};`,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        if ((await fetch(`${nginxUrl}/api/health/ready`)).ok) break;
      } catch {
        // nginx not listening yet
      }
      if (nginx.exitCode !== null || Date.now() > deadline) {
        throw new Error(`nginx did not start:\n${await readFile(errorLog, "utf8").catch(() => "")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    await s3?.close();
    if (scratchDatabase && databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${scratchDatabase}" with (force)`);
      await admin.end();
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("ran the migrations and the demo seed once, though both instances started together", async () => {
    const [products] = await query<{ n: string }>("select count(*) as n from products");
    expect(Number(products?.n)).toBe(48);
    const [migrations] = await query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
    const journal = JSON.parse(
      await readFile(join(REPOSITORY_DIR, "apps", "server", "drizzle", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(Number(migrations?.n)).toBe(journal.entries.length);
  });

  it("serves the same catalogue from either instance", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call("/api/products?limit=48")));
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(2);
    const pages = answers.map((answer) => answer.body as { total: number; items: { id: string }[] });
    for (const page of pages) {
      expect(page.total).toBe(48);
      expect(page.items.map((item) => item.id)).toEqual(pages[0]?.items.map((item) => item.id));
    }
  });

  it("keeps a shopper signed in whichever instance answers: register, login, refresh, logout", async () => {
    const address = shopperAddress();
    const credentials = { email: `${randomUUID()}@example.vn`, password: "mot-mat-khau-dai" };
    const upstreams = new Set<string>();
    const step = async (path: string, init: RequestInit = {}) => {
      const answer = await call(path, { ...init, address });
      upstreams.add(answer.upstream);
      return answer;
    };
    const registered = await step("/api/register", { method: "POST", body: JSON.stringify(credentials) });
    expect(registered.status).toBe(201);
    const login = await step("/api/login", { method: "POST", body: JSON.stringify(credentials) });
    expect(login.status).toBe(200);
    const session = login.body as { accessToken: string; refreshToken: string };
    for (let i = 0; i < 2; i++) {
      const me = await step("/api/me", { headers: { authorization: `Bearer ${session.accessToken}` } });
      expect(me.status).toBe(200);
      expect((me.body as { email: string }).email).toBe(credentials.email);
    }
    const refreshed = await step("/api/token/refresh", {
      method: "POST",
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(session.refreshToken);
    const loggedOut = await step("/api/logout", {
      method: "POST",
      body: JSON.stringify({ refreshToken: next.refreshToken }),
    });
    expect(loggedOut.status).toBe(204);
    for (let i = 0; i < 2; i++) {
      const after = await step("/api/token/refresh", {
        method: "POST",
        body: JSON.stringify({ refreshToken: next.refreshToken }),
      });
      expect(after.status).toBe(401);
    }
    expect(upstreams.size).toBe(2);
  });

  it("places an order on one instance and answers its retry from the other, once", async () => {
    const bag = await someBag(nginxUrl);
    const headers = { "idempotency-key": randomUUID() };
    const body = JSON.stringify(orderOf(bag));
    const first = await call("/api/orders", { method: "POST", body, headers });
    const retry = await call("/api/orders", { method: "POST", body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(first.upstream).not.toBe(retry.upstream);
    expect((retry.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const rows = await query("select id from orders where id = $1", [(first.body as { id: string }).id]);
    expect(rows).toHaveLength(1);
  });

  it("serves an image uploaded through one instance from the other", async () => {
    const login = await call("/api/login", { method: "POST", body: JSON.stringify(ADMIN) });
    const { accessToken } = login.body as { accessToken: string };
    const png = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#2e7d32" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("productId", "new");
    form.set("color", "#2e7d32");
    form.set("kind", "cover");
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "tui-xanh.png");
    const upload = await call("/api/media", {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = upload.body as { url: string };
    const other = instances.find((instance) => !upload.upstream.endsWith(`:${instance.port}`));
    expect(other).toBeDefined();
    const image = await fetch(`${other?.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("shares the order rate limit between the instances", async () => {
    const bag = await someBag(nginxUrl);
    const address = shopperAddress();
    const answers: Answer[] = [];
    for (let i = 0; i < ORDER_RATE_LIMIT + 2; i++) {
      answers.push(
        await call("/api/orders", { method: "POST", body: JSON.stringify(orderOf(bag)), address }),
      );
    }
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(ORDER_RATE_LIMIT);
    expect(new Set(placed.map((answer) => answer.upstream)).size).toBe(2);
    expect(answers.slice(ORDER_RATE_LIMIT).map((answer) => answer.status)).toEqual([429, 429]);
    expect(answers.at(-1)?.body).toMatchObject({ error: { code: "too_many_requests" } });
  });

  it("loses no acknowledged order when one instance is stopped with SIGTERM under load", async () => {
    const bag = await someBag(nginxUrl);
    await stockUp(nginxUrl, bag, ADMIN);
    const load = orderLoad(nginxUrl, bag, 4, () => ({ "x-forwarded-for": shopperAddress() }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stopping = instances[1];
    if (!stopping) throw new Error("no second instance");
    const acknowledgedBefore = load.acknowledged.length;
    expect(await stopping.stop("SIGTERM")).toBe(0);
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await load.stop();

    expect(acknowledgedBefore).toBeGreaterThan(0);
    // nginx moved the traffic: orders kept being taken after the instance was gone.
    expect(load.acknowledged.filter((order) => order.at > stoppedAt).length).toBeGreaterThan(0);
    expect(Object.fromEntries(load.other)).toEqual({});
    const ids = load.acknowledged.map((order) => order.id);
    const stored = await query<{ id: string }>("select id from orders where id = any($1::uuid[])", [ids]);
    expect(stored.length).toBe(ids.length);
  });
});
