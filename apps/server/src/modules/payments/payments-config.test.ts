import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";

const VNPAY = { VNPAY_TMN_CODE: "LUMI0001", VNPAY_HASH_SECRET: "SECRET" };
const MOMO = { MOMO_PARTNER_CODE: "MOMO", MOMO_ACCESS_KEY: "ACCESS", MOMO_SECRET_KEY: "SECRET" };
const BANK = { BANK_BIN: "970436", BANK_ACCOUNT_NUMBER: "0011001234567", BANK_ACCOUNT_NAME: "LUMI BAGS" };

describe("payment configuration", () => {
  it("offers cash on delivery alone until a method's variables are all set", () => {
    expect(loadConfig({}).shop.paymentMethods).toEqual(["cod"]);
    expect(loadConfig({ ...VNPAY, ...MOMO, ...BANK }).shop.paymentMethods).toEqual([
      "cod",
      "vnpay",
      "momo",
      "bank_transfer",
    ]);
    expect(loadConfig(BANK).shop.paymentMethods).toEqual(["cod", "bank_transfer"]);
  });

  it("defaults to the gateways' test addresses and a 15-minute wait", () => {
    const { payments } = loadConfig({ ...VNPAY, ...MOMO });
    expect(payments.vnpay?.url).toBe("https://sandbox.vnpayment.vn/paymentv2/vpcpay.html");
    expect(payments.momo?.endpoint).toBe("https://test-payment.momo.vn");
    expect(payments.ttlMinutes).toBe(15);
  });

  it("refuses to start with half a method, naming what is missing", () => {
    expect(() => loadConfig({ VNPAY_TMN_CODE: "LUMI0001" })).toThrow(ConfigError);
    expect(() => loadConfig({ VNPAY_TMN_CODE: "LUMI0001" })).toThrow(/VNPAY_HASH_SECRET/);
    expect(() => loadConfig({ ...BANK, BANK_ACCOUNT_NAME: "" })).toThrow(/BANK_ACCOUNT_NAME/);
    expect(() => loadConfig({ ...BANK, BANK_BIN: "97043" })).toThrow(/BANK_BIN/);
    expect(() => loadConfig({ PAYMENT_TTL_MINUTES: "0" })).toThrow(/PAYMENT_TTL_MINUTES/);
  });

  it("switches SePay's confirmations on only beside bank transfer, with a key long enough", () => {
    const key = "sepay-key-0123456789";
    expect(loadConfig({ ...BANK, SEPAY_API_KEY: key }).payments.sepayApiKey).toBe(key);
    expect(loadConfig(BANK).payments.sepayApiKey).toBeNull();
    expect(() => loadConfig({ SEPAY_API_KEY: key })).toThrow(/SEPAY_API_KEY: needs bank transfer/);
    expect(() => loadConfig({ ...BANK, SEPAY_API_KEY: "short" })).toThrow(/SEPAY_API_KEY/);
  });
});
