import type { ShippingSettings } from "@shop/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app-error";
import { registerErrorHandling } from "../../plugins/errors";
import { registerRateLimit } from "../../plugins/rate-limit";
import { declareAccess, registerRouteAccess } from "../../plugins/route-access";
import { createAddressService } from "../addresses/addresses.service";
import type { Carrier, PickupAddress } from "./carrier";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhnCarrier } from "./ghn";
import { type GhnMock, ghnMockFee, startGhnMock } from "./ghn.mock-server";
import { createGhtkCarrier } from "./ghtk";
import { type GhtkMock, ghtkMockFee, startGhtkMock } from "./ghtk.mock-server";
import { registerShippingRoutes } from "./shipping.routes";
import { createShippingService, type ParcelLine } from "./shipping.service";

const BAG = "0b6f3c1e-8a4d-4f6b-9c2a-1d2e3f4a5b6c";
const WALLET = "5a7e9c2b-3d4f-4a1b-8c6d-7e8f9a0b1c2d";
/** The products' port as the integrator will connect it: price, weight, size per product. */
const CATALOGUE: Record<string, Omit<ParcelLine, "quantity">> = {
  [BAG]: { unitPrice: 850_000, weightGrams: 650, dimensionsCm: { length: 32, width: 24, height: 12 } },
  [WALLET]: { unitPrice: 300_000, weightGrams: null, dimensionsCm: null },
};
const products = {
  async linesFor(items: Array<{ productId: string; quantity: number }>): Promise<ParcelLine[]> {
    return items.map((item) => {
      const product = CATALOGUE[item.productId];
      if (!product) throw new AppError("product_not_found", 400, `No product ${item.productId}.`);
      return { ...product, quantity: item.quantity };
    });
  },
};
const PICKUP: PickupAddress = {
  name: "Lumi Bags",
  phone: "0901234567",
  street: "12 Lê Lợi",
  provinceCode: 79,
  wardCode: 26743,
};
const SECRET = "a-webhook-secret-of-the-shop";
const units = createCarrierUnits(fixture);

let ghn: GhnMock;
let ghtk: GhtkMock;
beforeAll(async () => {
  [ghn, ghtk] = await Promise.all([startGhnMock(), startGhtkMock()]);
});
afterAll(async () => {
  await Promise.all([ghn.close(), ghtk.close()]);
});

const warnings: object[] = [];
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  warnings.length = 0;
});

async function shop({
  carriers = ["ghn", "ghtk"],
  pickup = PICKUP,
  rule = { flatFee: 30_000, freeFrom: 2_000_000 },
  ghnUrl,
}: {
  carriers?: Array<"ghn" | "ghtk">;
  pickup?: PickupAddress | null;
  rule?: ShippingSettings;
  ghnUrl?: string;
} = {}): Promise<FastifyInstance> {
  const configured: Carrier[] = [];
  if (carriers.includes("ghn")) {
    configured.push(
      createGhnCarrier({ token: ghn.token, shopId: ghn.shopId, apiUrl: ghnUrl ?? ghn.url }, units, {
        webhookSecret: SECRET,
      }),
    );
  }
  if (carriers.includes("ghtk")) {
    configured.push(
      createGhtkCarrier({ token: ghtk.token, clientSource: ghtk.clientSource, apiUrl: ghtk.url }, units, {
        webhookSecret: SECRET,
      }),
    );
  }
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(instance);
  await registerRateLimit(instance, { redisUrl: null });
  registerRouteAccess(instance);
  const shipping = createShippingService({
    carriers: configured,
    addresses: createAddressService(),
    settings: { shippingSettings: async () => rule },
    products,
    pickup: async () => pickup,
    defaultWeightGrams: 500,
    logger: { warn: (details) => warnings.push(details) },
  });
  await instance.register(async (scope) => {
    declareAccess(scope, "public");
    registerShippingRoutes(scope, { shipping, rateLimit: { max: 100, windowMs: 60_000 } });
  });
  app = instance;
  return instance;
}

const toHoanKiem = { provinceCode: 1, wardCode: 70 };
const bagAndWallets = [
  { productId: BAG, color: "#000000", quantity: 1 },
  { productId: WALLET, color: "#000000", quantity: 2 },
];

async function quote(instance: FastifyInstance, body: unknown) {
  const response = await instance.inject({
    method: "POST",
    url: "/api/shipping/quote",
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe("POST /api/shipping/quote", () => {
  it("offers only the flat fee when no carrier is configured", async () => {
    const answer = await quote(await shop({ carriers: [] }), { ...toHoanKiem, items: bagAndWallets });
    expect(answer).toEqual({
      status: 200,
      body: { options: [{ carrier: "flat", service: "standard", fee: 30_000, expectedDeliveryDate: null }] },
    });
  });

  it("adds each carrier's fee, weighing a product without weight at the default", async () => {
    const answer = await quote(await shop(), { ...toHoanKiem, items: bagAndWallets });
    // 650 g bag + 2 × 500 g (default) wallets.
    const grams = 650 + 2 * 500;
    expect(answer.status).toBe(200);
    expect(answer.body.options).toEqual([
      { carrier: "flat", service: "standard", fee: 30_000, expectedDeliveryDate: null },
      {
        carrier: "ghn",
        service: "53320",
        fee: ghnMockFee(grams),
        expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      { carrier: "ghtk", service: "road", fee: ghtkMockFee(grams), expectedDeliveryDate: null },
    ]);
    expect(
      ghn.requests.filter((request) => request.path === "/v2/shipping-order/fee").at(-1)?.body,
    ).toMatchObject({
      weight: grams,
      length: 32,
      width: 25,
      height: 12 + 2 * 12,
      insurance_value: 850_000 + 2 * 300_000,
    });
  });

  it("makes every option free once the subtotal reaches the free-shipping threshold", async () => {
    const answer = await quote(await shop({ rule: { flatFee: 30_000, freeFrom: 1_000_000 } }), {
      ...toHoanKiem,
      items: bagAndWallets,
    });
    expect((answer.body.options as Array<{ fee: number }>).map((option) => option.fee)).toEqual([0, 0, 0]);
  });

  it("offers no carrier to a ward the carriers cannot be sent to, and asks neither", async () => {
    const before = ghn.requests.length + ghtk.requests.length;
    const answer = await quote(await shop(), { provinceCode: 1, wardCode: 8, items: bagAndWallets });
    expect((answer.body.options as Array<{ carrier: string }>).map((option) => option.carrier)).toEqual([
      "flat",
    ]);
    expect(ghn.requests.length + ghtk.requests.length).toBe(before);
  });

  it("offers only the flat fee until the owner sets where parcels leave from", async () => {
    const answer = await quote(await shop({ pickup: null }), { ...toHoanKiem, items: bagAndWallets });
    expect((answer.body.options as Array<{ carrier: string }>).map((option) => option.carrier)).toEqual([
      "flat",
    ]);
  });

  it("leaves out a carrier that does not answer and logs why", async () => {
    const answer = await quote(await shop({ ghnUrl: "http://127.0.0.1:9" }), {
      ...toHoanKiem,
      items: bagAndWallets,
    });
    expect((answer.body.options as Array<{ carrier: string }>).map((option) => option.carrier)).toEqual([
      "flat",
      "ghtk",
    ]);
    expect(warnings).toEqual([expect.objectContaining({ carrier: "ghn", kind: "unavailable" })]);
  });

  it("refuses a ward outside the province, an unknown product and a malformed body", async () => {
    const instance = await shop();
    expect(await quote(instance, { provinceCode: 79, wardCode: 70, items: bagAndWallets })).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_ward" } },
    });
    expect(
      await quote(instance, {
        ...toHoanKiem,
        items: [{ productId: "9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f", color: "#000000", quantity: 1 }],
      }),
    ).toMatchObject({ status: 400, body: { error: { code: "product_not_found" } } });
    expect(await quote(instance, { ...toHoanKiem, items: [] })).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed" } },
    });
  });
});
