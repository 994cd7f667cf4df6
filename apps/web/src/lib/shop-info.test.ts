import { DEFAULT_SHOP_INFO } from "@shop/shared";
import { afterEach, describe, expect, it } from "vitest";
import { readShopInfo, telHref } from "./shop-info";

function embed(text: string): void {
  const script = document.createElement("script");
  script.id = "shop-info";
  script.type = "application/json";
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById("shop-info")?.remove());

describe("readShopInfo", () => {
  it("reads the JSON the server put into the page", () => {
    embed(JSON.stringify({ ...DEFAULT_SHOP_INFO, name: "Túi Xinh", zaloUrl: "https://zalo.me/123" }));
    expect(readShopInfo()).toEqual({
      ...DEFAULT_SHOP_INFO,
      name: "Túi Xinh",
      zaloUrl: "https://zalo.me/123",
    });
  });

  it("falls back to the defaults without the script", () => {
    expect(readShopInfo()).toEqual(DEFAULT_SHOP_INFO);
  });

  it("falls back to the defaults when the JSON is broken", () => {
    embed("{oops");
    expect(readShopInfo()).toEqual(DEFAULT_SHOP_INFO);
  });

  it("keeps the default of each field that is missing or of the wrong type", () => {
    embed(JSON.stringify({ hotline: "0901 234 567", name: 42, googleEnabled: "yes" }));
    expect(readShopInfo()).toEqual({ ...DEFAULT_SHOP_INFO, hotline: "0901 234 567" });
  });
});

describe("readShopInfo: the return window", () => {
  it("takes the server's RETURN_DAYS, and the default for anything but a whole number of days", () => {
    embed(JSON.stringify({ returnDays: 14 }));
    expect(readShopInfo().returnDays).toBe(14);
    for (const wrong of [0, 2.5, "14", 400, null]) {
      document.getElementById("shop-info")?.remove();
      embed(JSON.stringify({ returnDays: wrong }));
      expect(readShopInfo().returnDays).toBe(DEFAULT_SHOP_INFO.returnDays);
    }
  });
});

describe("readShopInfo: the seller's legal details", () => {
  it("reads the configured details and leaves the others out", () => {
    embed(
      JSON.stringify({
        ...DEFAULT_SHOP_INFO,
        legal: { ownerName: "Công ty TNHH Lumi Bags", registrationNumber: "0312345678", address: "" },
      }),
    );
    expect(readShopInfo().legal).toEqual({
      ownerName: "Công ty TNHH Lumi Bags",
      address: null,
      registrationNumber: "0312345678",
      registrationPlace: null,
      registrationDate: null,
      moitRegistrationUrl: null,
    });
  });

  it("never turns a script address into the badge's link", () => {
    embed(
      JSON.stringify({ legal: { moitRegistrationUrl: "javascript:alert(1)", registrationDate: "soon" } }),
    );
    expect(readShopInfo().legal.moitRegistrationUrl).toBeNull();
    expect(readShopInfo().legal.registrationDate).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps only digits and a leading plus", () => {
    expect(telHref("1900 6868")).toBe("tel:19006868");
    expect(telHref("+84 (90) 123-4567")).toBe("tel:+84901234567");
  });
});
