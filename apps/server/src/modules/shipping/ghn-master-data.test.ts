import { afterAll, beforeAll, describe, expect, it } from "vitest";
import divisions from "../addresses/vn-divisions-2025.json" with { type: "json" };
import { createCarrierUnits } from "./carrier-units";
import { matchLegacyUnits } from "./carrier-units-match";
import { GHN_MOCK_MASTER_DATA, type GhnMock, startGhnMock } from "./ghn.mock-server";
import { fetchGhnMasterData } from "./ghn-master-data";

let mock: GhnMock;
beforeAll(async () => {
  mock = await startGhnMock();
});
afterAll(async () => {
  await mock.close();
});

describe("GHN's master data for the address file", () => {
  it("reads every province, district and ward with the token", async () => {
    expect(await fetchGhnMasterData(mock.url, mock.token)).toEqual(GHN_MOCK_MASTER_DATA);
    expect(
      mock.requests
        .filter((request) => request.path.startsWith("/master-data/"))
        .map((request) => request.path),
    ).toEqual([
      "/master-data/province",
      "/master-data/district",
      "/master-data/district",
      "/master-data/ward",
      "/master-data/ward",
    ]);
  });

  it("stops on GHN's refusal of the token, writing nothing", async () => {
    await expect(fetchGhnMasterData(mock.url, "wrong")).rejects.toMatchObject({
      kind: "refused",
      carrierCode: 401,
    });
  });

  it("gives the generator what it needs to map a 2025 ward to GHN's ids", async () => {
    const report = matchLegacyUnits(divisions, await fetchGhnMasterData(mock.url, mock.token), {
      source: "mock",
      generatedAt: "2026-11-26T00:00:00.000Z",
    });
    const units = createCarrierUnits(report.file);
    // Phường Bến Thành kept its name in 2025; Phường Hoàn Kiếm's legacy wards had other names.
    expect(units.legacyUnitOf({ provinceCode: 79, wardCode: 26743 })).toMatchObject({
      ghnDistrictId: 1442,
      ghnWardCode: "20109",
    });
    expect(units.legacyUnitOf({ provinceCode: 1, wardCode: 70 })).toBeNull();
  });
});
