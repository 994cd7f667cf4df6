import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderOf, type ShopProcess, someBag, startShop } from "./shop-process";

/** One HTTP answer, or the error the connection ended with (a reset, a refusal). */
interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/**
 * POSTs an order with its body held back: the server has the request (its headers) but not yet
 * the body until `finish()`, so the order is in flight for as long as the test wants.
 */
function heldOrder(url: string, body: string) {
  let answered: (outcome: Outcome) => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => {
    answered = resolve;
  });
  const call = request(`${url}/api/orders`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  call.on("response", (response) => {
    let text = "";
    response.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    response.on("end", () => answered({ status: response.statusCode, body: text }));
  });
  call.on("error", (error) => answered({ error: error.message }));
  const half = Math.floor(body.length / 2);
  call.write(body.slice(0, half));
  return {
    outcome,
    finish() {
      call.end(body.slice(half));
    },
  };
}

async function fetchOutcome(url: string, init?: RequestInit): Promise<Outcome> {
  try {
    const response = await fetch(url, init);
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { error: String((error as Error).cause ?? error) };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SIGTERM with no shutdown delay (the default)", () => {
  let dir: string;
  let shop: ShopProcess;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-shutdown-"));
    shop = await startShop("stopping", { DATA_DIR: dir, SHUTDOWN_DELAY_SECONDS: "0" });
  });
  afterAll(async () => {
    await shop?.stop("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("lets the order in flight finish and answers new requests 503 in the API's error shape", async () => {
    const bag = await someBag(shop.url);
    const inFlight = heldOrder(shop.url, JSON.stringify(orderOf(bag)));
    // The server has the order's headers (it is in flight) before the signal comes.
    await pause(500);
    shop.child.kill("SIGTERM");
    await pause(300);

    // A new request, on a new connection, while the order is still in flight.
    const newcomer = await fetchOutcome(`${shop.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", connection: "close" },
      body: JSON.stringify(orderOf(bag)),
    });
    expect(newcomer.status).toBe(503);
    expect(JSON.parse(newcomer.body ?? "{}")).toEqual({
      error: { code: "service_unavailable", message: expect.any(String) },
    });

    inFlight.finish();
    const finished = await inFlight.outcome;
    expect(finished.error).toBeUndefined();
    expect(finished.status).toBe(201);
    expect(await shop.exited).toBe(0);
  });
});

describe("SIGTERM under a burst of orders, with no shutdown delay", () => {
  let dir: string;
  let shop: ShopProcess;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shop-shutdown-burst-"));
    shop = await startShop("stopping-burst", { DATA_DIR: dir, ORDER_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await shop?.stop("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("answers every one of 20 orders sent as it stops: placed (201) or refused (503), none reset", async () => {
    const bag = await someBag(shop.url);
    const orders = Array.from({ length: 20 }, () =>
      fetchOutcome(`${shop.url}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(orderOf(bag)),
      }),
    );
    await pause(20);
    shop.child.kill("SIGTERM");
    const outcomes = await Promise.all(orders);
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 201 || outcome.status === 503)).toBe(true);
    expect(await shop.exited).toBe(0);
  });
});
