import { normaliseSearchText } from "@shop/shared";
import type { CarrierUnitsFile, LegacyUnit } from "./carrier-units";

/**
 * Matches each 2025 ward to one ward of GHN's three-tier master data, for
 * scripts/generate-carrier-units.ts. Pure, so the rule is tested without GHN.
 *
 * The rule, chosen so that a match is never a guess (docs/decisions/047-carriers-ghn-ghtk.md):
 * a 2025 ward is looked for only among the legacy provinces merged into its province (Resolution
 * 202/2025/QH15, below), and matched when exactly one legacy ward there has the same name, kind
 * word included ("Phường Bến Thành" is not "Xã Bến Thành"), tone marks and case aside. No match,
 * or several, leaves it out: the carriers are then not offered there.
 */

/** The 34 provinces of 2025 (statistics office codes) and the legacy provinces each took in. */
export const LEGACY_PROVINCES_OF: Record<number, readonly string[]> = {
  1: ["Hà Nội"],
  4: ["Cao Bằng"],
  8: ["Tuyên Quang", "Hà Giang"],
  11: ["Điện Biên"],
  12: ["Lai Châu"],
  14: ["Sơn La"],
  15: ["Lào Cai", "Yên Bái"],
  19: ["Thái Nguyên", "Bắc Kạn"],
  20: ["Lạng Sơn"],
  22: ["Quảng Ninh"],
  24: ["Bắc Ninh", "Bắc Giang"],
  25: ["Phú Thọ", "Vĩnh Phúc", "Hòa Bình"],
  31: ["Hải Phòng", "Hải Dương"],
  33: ["Hưng Yên", "Thái Bình"],
  37: ["Ninh Bình", "Hà Nam", "Nam Định"],
  38: ["Thanh Hóa"],
  40: ["Nghệ An"],
  42: ["Hà Tĩnh"],
  44: ["Quảng Trị", "Quảng Bình"],
  46: ["Thừa Thiên Huế", "Huế"],
  48: ["Đà Nẵng", "Quảng Nam"],
  51: ["Quảng Ngãi", "Kon Tum"],
  52: ["Gia Lai", "Bình Định"],
  56: ["Khánh Hòa", "Ninh Thuận"],
  66: ["Đắk Lắk", "Phú Yên"],
  68: ["Lâm Đồng", "Đắk Nông", "Bình Thuận"],
  75: ["Đồng Nai", "Bình Phước"],
  79: ["Hồ Chí Minh", "Bình Dương", "Bà Rịa - Vũng Tàu"],
  80: ["Tây Ninh", "Long An"],
  82: ["Đồng Tháp", "Tiền Giang"],
  86: ["Vĩnh Long", "Bến Tre", "Trà Vinh"],
  91: ["An Giang", "Kiên Giang"],
  92: ["Cần Thơ", "Sóc Trăng", "Hậu Giang"],
  96: ["Cà Mau", "Bạc Liêu"],
};

export interface Division2025 {
  code: number;
  name: string;
  wards: Array<{ code: number; name: string }>;
}

/** GHN's master data as its province, district and ward endpoints answer it. */
export interface GhnMasterData {
  provinces: Array<{ ProvinceID: number; ProvinceName: string }>;
  districts: Array<{ DistrictID: number; ProvinceID: number; DistrictName: string }>;
  wards: Array<{ WardCode: string; DistrictID: number; WardName: string }>;
}

/** A province's name without its kind ("Tỉnh", "Thành phố", "TP."), for comparing. */
export function provinceKey(name: string): string {
  return normaliseSearchText(name)
    .replace(/^(tinh|thanh pho|tp)\s+/, "")
    .trim();
}

function wardKey(name: string): string {
  return normaliseSearchText(name);
}

export interface MatchReport {
  file: CarrierUnitsFile;
  matched: number;
  /** 2025 wards with no legacy ward of the same name. */
  unmatched: number;
  /** 2025 wards whose name fits several legacy wards (left out: it could be any of them). */
  ambiguous: number;
}

export function matchLegacyUnits(
  divisions: Division2025[],
  master: GhnMasterData,
  meta: { source: string; generatedAt: string },
): MatchReport {
  const provincesByKey = new Map<string, Array<{ ProvinceID: number; ProvinceName: string }>>();
  for (const province of master.provinces) {
    const key = provinceKey(province.ProvinceName);
    provincesByKey.set(key, [...(provincesByKey.get(key) ?? []), province]);
  }
  const districtsById = new Map(master.districts.map((district) => [district.DistrictID, district]));
  const wardsByProvince = new Map<number, GhnMasterData["wards"]>();
  for (const ward of master.wards) {
    const district = districtsById.get(ward.DistrictID);
    if (!district) continue;
    wardsByProvince.set(district.ProvinceID, [...(wardsByProvince.get(district.ProvinceID) ?? []), ward]);
  }

  const wards: Record<string, LegacyUnit> = {};
  let matched = 0;
  let unmatched = 0;
  let ambiguous = 0;
  for (const province of divisions) {
    const legacyProvinces = (LEGACY_PROVINCES_OF[province.code] ?? []).flatMap(
      (name) => provincesByKey.get(provinceKey(name)) ?? [],
    );
    const candidates = new Map<string, Array<{ ward: GhnMasterData["wards"][number]; provinceId: number }>>();
    for (const legacy of legacyProvinces) {
      for (const ward of wardsByProvince.get(legacy.ProvinceID) ?? []) {
        const key = wardKey(ward.WardName);
        candidates.set(key, [...(candidates.get(key) ?? []), { ward, provinceId: legacy.ProvinceID }]);
      }
    }
    for (const ward of province.wards) {
      const found = candidates.get(wardKey(ward.name)) ?? [];
      if (found.length === 0) {
        unmatched += 1;
        continue;
      }
      if (found.length > 1) {
        ambiguous += 1;
        continue;
      }
      const [only] = found;
      const district = only ? districtsById.get(only.ward.DistrictID) : undefined;
      const legacyProvince = legacyProvinces.find((candidate) => candidate.ProvinceID === only?.provinceId);
      if (!only || !district || !legacyProvince) continue;
      wards[String(ward.code)] = {
        provinceCode: province.code,
        ghnProvinceId: legacyProvince.ProvinceID,
        provinceName: legacyProvince.ProvinceName,
        ghnDistrictId: district.DistrictID,
        districtName: district.DistrictName,
        ghnWardCode: only.ward.WardCode,
        wardName: only.ward.WardName,
      };
      matched += 1;
    }
  }
  return {
    file: { source: meta.source, generatedAt: meta.generatedAt, wards },
    matched,
    unmatched,
    ambiguous,
  };
}
