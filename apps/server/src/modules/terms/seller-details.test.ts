import { EMPTY_SHOP_LEGAL_INFO } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { warnWhenSellerUnset } from "./seller-details";

describe("the start log while the seller's legal details are unset", () => {
  const logged: Array<{ missing: string[] }> = [];
  // Only `warn` is called.
  const logger = { warn: (entry: { missing: string[] }) => logged.push(entry) };

  it("names the variables still to set, and says nothing once they are", () => {
    expect(warnWhenSellerUnset(logger as never, { ...EMPTY_SHOP_LEGAL_INFO, address: "12 Lê Lợi" })).toBe(
      true,
    );
    expect(logged.at(-1)?.missing).toEqual(["SHOP_OWNER_NAME", "SHOP_REGISTRATION_NUMBER"]);
    const complete = {
      ...EMPTY_SHOP_LEGAL_INFO,
      ownerName: "Công ty TNHH Lumi",
      address: "12 Lê Lợi",
      registrationNumber: "0312345678",
    };
    expect(warnWhenSellerUnset(logger as never, complete)).toBe(false);
    expect(logged).toHaveLength(1);
  });
});
