/**
 * The test merchant accounts the browser stories' shop uses with the local VNPay and MoMo stand-ins
 * (support/payment-mock-server.ts), and the shop's bank account for VietQR. None is real.
 */
export const E2E_VNPAY = { tmnCode: "LUMIE2E1", hashSecret: "E2EVNPAYHASHSECRET0123456789ABCD" } as const;
export const E2E_MOMO = {
  partnerCode: "MOMOE2E",
  accessKey: "E2EACCESSKEY01",
  secretKey: "E2EMOMOSECRETKEY0123456789abcdef",
} as const;
export const E2E_BANK = {
  bankBin: "970436",
  accountNumber: "0011009876543",
  accountName: "CONG TY LUMI BAGS",
} as const;
