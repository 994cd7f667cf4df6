/** The checkout's public entry: its pages, each a lazy chunk of its own. */
export const checkoutPages = {
  checkout: async () => (await import("./checkout-page")).CheckoutPage,
  /** Where VNPay and MoMo send the shopper back. */
  paymentResult: async () => (await import("./payment-result-page")).PaymentResultPage,
};

/** The 2025 units as the server lists them (the back office's pickup address picks from them too). */
export { useProvinces, useWards } from "./address-api";
