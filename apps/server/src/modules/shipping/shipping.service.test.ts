import type { ShippingSettings } from "@shop/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Carrier, PickupAddress } from "./carrier";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createGhnCarrier } from "./ghn";
import { type GhnMock, ghnMockFee, startGhnMock } from "./ghn.mock-server";
import { createGhtkCarrier } from "./ghtk";
import { type GhtkMock, ghtkMockFee, startGhtkMock } from "./ghtk.mock-server";
import { createShippingService, type ParcelLine } from "./shipping.service";

/**
 * The shipping options of a cart against the local GHN and GHTK mocks, which check the documented
 * headers and units: the flat fee always, each carrier that takes the ward, the threshold on all.
 * The route that asks for them is POST /api/checkout/quote (modules/orders/checkout-quote.test.ts).
 */
/** A bag with its weight and box, and two wallets without (the defaults apply). */
const bagAndWallets: ParcelLine[] = [
  { quantity: 1, unitPrice: 850_000, weightGrams: 650, dimensionsCm: { length: 32, width: 24, height: 12 } },
  { quantity: 2, unitPrice: 300_000, weightGrams: null, dimensionsCm: null },
];
const SUBTOTAL = 850_000 + 2 * 300_000;
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
afterEach(() => {
  warnings.length = 0;
});

function shop({
  carriers = ["ghn", "ghtk"],
  pickup = PICKUP,
  ghnUrl,
  ghtkToken,
}: {
  carriers?: Array<"ghn" | "ghtk">;
  pickup?: PickupAddress | null;
  ghnUrl?: string;
  ghtkToken?: string;
} = {}) {
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
      createGhtkCarrier(
        { token: ghtkToken ?? ghtk.token, clientSource: ghtk.clientSource, apiUrl: ghtk.url },
        units,
        { webhookSecret: SECRET },
      ),
    );
  }
  return createShippingService({
    carriers: configured,
    pickup: async () => pickup,
    defaultWeightGrams: 500,
    logger: { warn: (details) => warnings.push(details) },
  });
}

const toHoanKiem = { provinceCode: 1, wardCode: 70 };
const RULE: ShippingSettings = { flatFee: 30_000, freeFrom: 2_000_000 };

function optionsOf(
  service: ReturnType<typeof shop>,
  {
    to = toHoanKiem,
    rule = RULE,
    only,
  }: {
    to?: { provinceCode: number; wardCode: number } | null;
    rule?: ShippingSettings;
    only?: "ghn" | "ghtk";
  } = {},
) {
  return service.optionsFor({
    to,
    lines: bagAndWallets,
    subtotal: SUBTOTAL,
    rule,
    ...(only ? { only } : {}),
  });
}

describe("shipping options", () => {
  it("offers only the flat fee when no carrier is configured", async () => {
    expect(await optionsOf(shop({ carriers: [] }))).toEqual({
      options: [{ carrier: "flat", service: "standard", fee: 30_000, expectedDeliveryDate: null }],
      unavailable: [],
    });
  });

  it("adds each carrier's fee, weighing a product without weight at the default", async () => {
    const { options } = await optionsOf(shop());
    // 650 g bag + 2 × 500 g (default) wallets.
    const grams = 650 + 2 * 500;
    expect(options).toEqual([
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
      insurance_value: SUBTOTAL,
    });
  });

  it("makes every option free once the subtotal reaches the free-shipping threshold", async () => {
    const { options } = await optionsOf(shop(), { rule: { flatFee: 30_000, freeFrom: 1_000_000 } });
    expect(options.map((option) => option.fee)).toEqual([0, 0, 0]);
  });

  it("offers no carrier to a ward the carriers cannot be sent to, and asks neither", async () => {
    const before = ghn.requests.length + ghtk.requests.length;
    const { options } = await optionsOf(shop(), { to: { provinceCode: 1, wardCode: 8 } });
    expect(options.map((option) => option.carrier)).toEqual(["flat"]);
    expect(ghn.requests.length + ghtk.requests.length).toBe(before);
  });

  it("offers only the flat fee until the owner sets where parcels leave from, or before a ward is picked", async () => {
    expect((await optionsOf(shop({ pickup: null }))).options.map((option) => option.carrier)).toEqual([
      "flat",
    ]);
    expect((await optionsOf(shop(), { to: null })).options.map((option) => option.carrier)).toEqual(["flat"]);
  });

  it("asks only the carrier picked when told to", async () => {
    const before = ghn.requests.length;
    const { options } = await optionsOf(shop(), { only: "ghtk" });
    expect(options.map((option) => option.carrier)).toEqual(["flat", "ghtk"]);
    expect(ghn.requests.length).toBe(before);
  });

  it("leaves out a carrier that does not answer, says so and logs why", async () => {
    const answer = await optionsOf(shop({ ghnUrl: "http://127.0.0.1:9" }));
    expect(answer.options.map((option) => option.carrier)).toEqual(["flat", "ghtk"]);
    expect(answer.unavailable).toEqual(["ghn"]);
    expect(warnings).toEqual([expect.objectContaining({ carrier: "ghn", kind: "unavailable" })]);
  });

  it("leaves out a carrier whose API refuses the shop's headers (a wrong GHTK token)", async () => {
    const answer = await optionsOf(shop({ carriers: ["ghtk"], ghtkToken: "not-the-token" }));
    expect(answer.options.map((option) => option.carrier)).toEqual(["flat"]);
    expect(answer.unavailable).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ carrier: "ghtk", kind: "refused" })]);
  });
});
