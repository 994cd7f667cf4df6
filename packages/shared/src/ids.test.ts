import { describe, expect, it } from "vitest";
import { productIdParamsSchema } from "./catalogue";
import { isUuid } from "./ids";

const SAMPLES = [
  "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c",
  "0B9F5F3E-4A7C-4B8E-9D1A-2C3E4F5A6B7C",
  "01890a5d-ac96-774b-bcce-b302099a8057",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "0b9f5f3e-4a7c-0b8e-9d1a-2c3e4f5a6b7c",
  "0b9f5f3e-4a7c-4b8e-7d1a-2c3e4f5a6b7c",
  "0b9f5f3e4a7c4b8e9d1a2c3e4f5a6b7c",
  "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7",
  "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c ",
  "' OR 1=1 --",
  "",
];

describe("isUuid", () => {
  it.each(SAMPLES)("agrees with the API's id schema on %j", (sample) => {
    expect(isUuid(sample)).toBe(productIdParamsSchema.safeParse({ id: sample }).success);
  });

  it("refuses what is not a string", () => {
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});
