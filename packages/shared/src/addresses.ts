import { DIVISION_CODE_MAX } from "./administrative-units";
import { z } from "./zod";

/**
 * The API's schemas of the administrative units (administrative-units.ts) and of the address an
 * order keeps.
 */
export const divisionCodeSchema = z.number().int().positive().max(DIVISION_CODE_MAX);

/** One unit as GET /api/addresses/provinces and /provinces/:code/wards answer it. */
export const divisionSchema = z.object({ code: divisionCodeSchema, name: z.string() });
export type Division = z.infer<typeof divisionSchema>;
export const divisionListSchema = z.array(divisionSchema);

export const provinceCodeParamsSchema = z.object({
  code: z.coerce.number().int().positive().max(DIVISION_CODE_MAX),
});

/**
 * The address an order was shipped to, as stored: the street line the shopper typed and the
 * units picked (null on orders placed before the units were asked for).
 */
export const orderAddressSchema = z.object({
  address: z.string(),
  provinceCode: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  wardCode: z.number().int().nullable(),
  wardName: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;
