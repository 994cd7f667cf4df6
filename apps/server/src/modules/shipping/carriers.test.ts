import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import { createConfiguredCarriers } from "./carriers";

const units = createCarrierUnits(fixture);

describe("the configured carriers", () => {
  it("are none without credentials", () => {
    expect(createConfiguredCarriers(loadConfig({}).shipping, units)).toEqual([]);
  });

  it("are the ones whose credentials are set, GHN first", () => {
    const ghtkOnly = loadConfig({ GHTK_TOKEN: "t", GHTK_CLIENT_SOURCE: "S1" }).shipping;
    expect(createConfiguredCarriers(ghtkOnly, units).map((carrier) => carrier.name)).toEqual(["ghtk"]);
    const both = loadConfig({
      GHTK_TOKEN: "t",
      GHTK_CLIENT_SOURCE: "S1",
      GHN_TOKEN: "t",
      GHN_SHOP_ID: "1",
    }).shipping;
    expect(createConfiguredCarriers(both, units).map((carrier) => carrier.name)).toEqual(["ghn", "ghtk"]);
  });

  it("take callbacks only with the configured secret", () => {
    const config = loadConfig({
      GHN_TOKEN: "t",
      GHN_SHOP_ID: "1",
      SHIPPING_WEBHOOK_SECRET: "a-secret-in-the-url_123",
    }).shipping;
    const [ghn] = createConfiguredCarriers(config, units);
    const body = { OrderCode: "Z82BS", Status: "delivered" };
    expect(ghn?.parseWebhook({ secret: "a-secret-in-the-url_123", body }).ok).toBe(true);
    expect(ghn?.parseWebhook({ secret: "another-secret-of-length", body }).ok).toBe(false);
  });
});
