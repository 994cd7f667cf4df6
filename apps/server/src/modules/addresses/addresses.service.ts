import { createHash } from "node:crypto";
import { type Division, divisionCodeSchema } from "@shop/shared";
import { z } from "zod";
import { AppError } from "../../app-error";
import divisionsFile from "./vn-divisions-2025.json" with { type: "json" };

/**
 * Viet Nam's 2025 administrative units (34 provinces, 3,321 wards; no districts), shipped with the
 * server in vn-divisions-2025.json as the statistics office publishes them. They change by law, not
 * by the shop, so they are a file rather than a table: read and checked once at start, then kept in
 * memory; every instance answers the same (docs/decisions/025-addresses-and-shipping.md).
 */
const unitSchema = z.object({ code: divisionCodeSchema, name: z.string().min(1), type: z.string() });
const divisionsFileSchema = z.array(unitSchema.extend({ wards: z.array(unitSchema).min(1) })).min(1);

export interface ResolvedAddress {
  provinceCode: number;
  provinceName: string;
  wardCode: number;
  wardName: string;
}

/** A JSON answer prepared once, with the validator a browser or proxy revalidates with. */
export interface CachedAnswer {
  json: string;
  etag: string;
}

function cachedAnswer(units: Division[]): CachedAnswer {
  const json = JSON.stringify(units);
  return { json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"` };
}

export type AddressService = ReturnType<typeof createAddressService>;

export function createAddressService(source: unknown = divisionsFile) {
  const provinces = divisionsFileSchema.parse(source);
  const provincesAnswer = cachedAnswer(provinces.map(({ code, name }) => ({ code, name })));
  const byCode = new Map(
    provinces.map((province) => [
      province.code,
      {
        name: province.name,
        wards: new Map(province.wards.map((ward) => [ward.code, ward.name])),
        answer: cachedAnswer(province.wards.map(({ code, name }) => ({ code, name }))),
      },
    ]),
  );

  return {
    /** GET /api/addresses/provinces: every province, in the office's order. */
    provinces(): CachedAnswer {
      return provincesAnswer;
    },

    /** GET /api/addresses/provinces/:code/wards; an unknown province is a 404. */
    wardsOf(provinceCode: number): CachedAnswer {
      const province = byCode.get(provinceCode);
      if (!province) throw new AppError("not_found", 404, `No province with code ${provinceCode}.`);
      return province.answer;
    },

    /**
     * The names of a picked province and ward, for the order to keep: an unknown province is a 400
     * `invalid_province`, a ward that is not in that province a 400 `invalid_ward` (the form shows
     * each under its field).
     */
    resolve(provinceCode: number, wardCode: number): ResolvedAddress {
      const province = byCode.get(provinceCode);
      if (!province) {
        throw new AppError("invalid_province", 400, `No province with code ${provinceCode}.`, {
          "customerInfo.provinceCode": "checkout.error_province",
        });
      }
      const wardName = province.wards.get(wardCode);
      if (!wardName) {
        throw new AppError("invalid_ward", 400, `Ward ${wardCode} is not in province ${provinceCode}.`, {
          "customerInfo.wardCode": "checkout.error_ward",
        });
      }
      return { provinceCode, provinceName: province.name, wardCode, wardName };
    },

    counts(): { provinces: number; wards: number } {
      let wards = 0;
      for (const province of byCode.values()) wards += province.wards.size;
      return { provinces: byCode.size, wards };
    },
  };
}
