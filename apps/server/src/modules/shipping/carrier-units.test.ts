import { describe, expect, it } from "vitest";
import divisions from "../addresses/vn-divisions-2025.json" with { type: "json" };
import { createCarrierUnits } from "./carrier-units";
import fixture from "./carrier-units.fixture.json" with { type: "json" };
import committed from "./carrier-units.json" with { type: "json" };
import {
  type GhnMasterData,
  LEGACY_PROVINCES_OF,
  matchLegacyUnits,
  provinceKey,
} from "./carrier-units-match";

describe("the 2025 units mapped to the carriers' legacy addresses", () => {
  const units = createCarrierUnits(fixture);

  it("finds the legacy ward of a mapped 2025 ward", () => {
    expect(units.legacyUnitOf({ provinceCode: 79, wardCode: 26743 })).toMatchObject({
      ghnDistrictId: 1442,
      ghnWardCode: "20109",
      provinceName: "Hồ Chí Minh",
      districtName: "Quận 1",
      wardName: "Phường Bến Thành",
    });
  });

  it("finds nothing for an unmapped ward or a ward asked under another province", () => {
    expect(units.legacyUnitOf({ provinceCode: 1, wardCode: 8 })).toBeNull();
    expect(units.legacyUnitOf({ provinceCode: 1, wardCode: 26743 })).toBeNull();
  });

  it("refuses a data file with a malformed entry", () => {
    expect(() =>
      createCarrierUnits({
        source: null,
        generatedAt: null,
        wards: { "4": { provinceCode: 1, ghnDistrictId: "x" } },
      }),
    ).toThrow();
  });

  it("ships a data file the server can read, even before the script has filled it", () => {
    expect(() => createCarrierUnits(committed)).not.toThrow();
  });

  it("names, in the fixture, only wards of the 2025 file under their own province", () => {
    const provinceOfWard = new Map(
      divisions.flatMap((province) => province.wards.map((ward) => [ward.code, province.code] as const)),
    );
    for (const [wardCode, unit] of Object.entries({ ...fixture.wards, ...committed.wards })) {
      expect(provinceOfWard.get(Number(wardCode)), `ward ${wardCode}`).toBe(unit.provinceCode);
    }
  });

  it("names the legacy provinces of each of the 34 provinces, each legacy province once", () => {
    expect(
      Object.keys(LEGACY_PROVINCES_OF)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(divisions.map((province) => province.code).sort((a, b) => a - b));
    const legacy = Object.values(LEGACY_PROVINCES_OF)
      .flat()
      .map(provinceKey)
      .filter((key) => key !== "hue");
    expect(new Set(legacy).size).toBe(legacy.length);
    expect(legacy.length).toBe(63);
  });
});

describe("matching 2025 wards to GHN's master data", () => {
  const hcm = divisions.find((province) => province.code === 79);
  const meta = { source: "test", generatedAt: "2026-11-26T00:00:00.000Z" };
  const master: GhnMasterData = {
    provinces: [
      { ProvinceID: 202, ProvinceName: "Hồ Chí Minh" },
      { ProvinceID: 206, ProvinceName: "Bình Dương" },
      { ProvinceID: 201, ProvinceName: "Hà Nội" },
    ],
    districts: [
      { DistrictID: 1442, ProvinceID: 202, DistrictName: "Quận 1" },
      { DistrictID: 1443, ProvinceID: 202, DistrictName: "Quận 3" },
      { DistrictID: 1538, ProvinceID: 206, DistrictName: "Thành phố Thủ Dầu Một" },
      { DistrictID: 1484, ProvinceID: 201, DistrictName: "Quận Ba Đình" },
    ],
    wards: [
      { WardCode: "20109", DistrictID: 1442, WardName: "Phường Bến Thành" },
      // Two legacy wards named "Phường Tân Định": the 2025 one could be either.
      { WardCode: "20111", DistrictID: 1442, WardName: "Phường Tân Định" },
      { WardCode: "20311", DistrictID: 1443, WardName: "Phường Tân Định" },
      // In a merged-in province: found through Resolution 202/2025/QH15's list.
      { WardCode: "440101", DistrictID: 1538, WardName: "PHUONG PHU LOI" },
      // Same name, but a commune, not a ward.
      { WardCode: "20199", DistrictID: 1443, WardName: "Xã Sài Gòn" },
      // Same name in another province: never looked at for Hồ Chí Minh City.
      { WardCode: "1A0101", DistrictID: 1484, WardName: "Phường Phú An" },
    ],
  };

  it("matches a ward whose name exists once among its legacy provinces, accents and case aside", () => {
    if (!hcm) throw new Error("Hồ Chí Minh City is missing from the 2025 file");
    const report = matchLegacyUnits([hcm], master, meta);
    expect(report.file.wards["26743"]).toEqual({
      provinceCode: 79,
      ghnProvinceId: 202,
      provinceName: "Hồ Chí Minh",
      ghnDistrictId: 1442,
      districtName: "Quận 1",
      ghnWardCode: "20109",
      wardName: "Phường Bến Thành",
    });
    expect(report.file.wards["25750"]).toMatchObject({ ghnProvinceId: 206, ghnWardCode: "440101" });
  });

  it("leaves out a ward whose name fits several legacy wards, or only one of another kind or province", () => {
    if (!hcm) throw new Error("Hồ Chí Minh City is missing from the 2025 file");
    const report = matchLegacyUnits([hcm], master, meta);
    expect(report.file.wards["26737"]).toBeUndefined(); // Phường Tân Định: two candidates
    expect(report.file.wards["26740"]).toBeUndefined(); // Phường Sài Gòn: only a "Xã Sài Gòn"
    expect(report.file.wards["25768"]).toBeUndefined(); // Phường Phú An: only in Hà Nội
    expect(report.matched).toBe(2);
    expect(report.ambiguous).toBe(1);
    expect(report.matched + report.ambiguous + report.unmatched).toBe(hcm.wards.length);
  });

  it("writes a file the lookup reads back", () => {
    if (!hcm) throw new Error("Hồ Chí Minh City is missing from the 2025 file");
    const units = createCarrierUnits(matchLegacyUnits([hcm], master, meta).file);
    expect(units.legacyUnitOf({ provinceCode: 79, wardCode: 26743 })?.ghnWardCode).toBe("20109");
    expect(units.size()).toBe(2);
  });
});
