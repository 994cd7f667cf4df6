import { z } from "zod";
import type { Place } from "./carrier";
import unitsFile from "./carrier-units.json" with { type: "json" };

/**
 * GHN and GHTK still address parcels in the three tiers in force before 1 July 2025 (province,
 * district, ward): GHN by its own ids (ProvinceID, DistrictID, WardCode), GHTK by their names. The
 * shop's addresses are the 2025 units (two tiers, modules/addresses/vn-divisions-2025.json). This
 * file holds, per 2025 ward, the one legacy ward it was matched to in GHN's master data, written by
 * scripts/generate-carrier-units.ts (docs/decisions/047-carriers-ghn-ghtk.md). A 2025 ward with no
 * entry, or one asked for under another province, has no legacy address: the carrier is not
 * offered there rather than given a guess.
 */
const legacyUnitSchema = z.object({
  /** The 2025 province the ward belongs to; a lookup under another province finds nothing. */
  provinceCode: z.number().int().positive(),
  ghnProvinceId: z.number().int().positive(),
  provinceName: z.string().min(1),
  ghnDistrictId: z.number().int().positive(),
  districtName: z.string().min(1),
  ghnWardCode: z.string().min(1),
  wardName: z.string().min(1),
});

export type LegacyUnit = z.infer<typeof legacyUnitSchema>;

const unitsFileSchema = z.object({
  /** Where the ids came from (GHN's host) and when; null in a file no script has filled yet. */
  source: z.string().nullable(),
  generatedAt: z.string().nullable(),
  /** Keyed by the 2025 ward code. */
  wards: z.record(z.string().regex(/^\d+$/), legacyUnitSchema),
});

export type CarrierUnitsFile = z.infer<typeof unitsFileSchema>;

export interface CarrierUnits {
  /** The legacy ward of a 2025 place, or null when none is known (the carrier is not offered). */
  legacyUnitOf(place: Place): LegacyUnit | null;
  /** How many 2025 wards have a legacy address. */
  size(): number;
}

export function createCarrierUnits(source: unknown = unitsFile): CarrierUnits {
  const file = unitsFileSchema.parse(source);
  const byWard = new Map(Object.entries(file.wards).map(([code, unit]) => [Number(code), unit]));
  return {
    legacyUnitOf(place) {
      const unit = byWard.get(place.wardCode);
      return unit && unit.provinceCode === place.provinceCode ? unit : null;
    },
    size() {
      return byWard.size;
    },
  };
}
