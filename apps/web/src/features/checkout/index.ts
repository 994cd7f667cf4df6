/** The checkout's public entry: its pages, each a lazy chunk of its own. */
export const checkoutPages = {
  checkout: async () => (await import(/* preload: page:checkout */ "./checkout-page")).CheckoutPage,
  /** Where VNPay and MoMo send the shopper back. */
  paymentResult: async () => (await import("./payment-result-page")).PaymentResultPage,
};

/** The 2025 units' pickers, for the account's address book (features/account/address-form.tsx) and the back office's pickup address. */
export { useProvinces, useWards } from "./address-api";
export { DivisionCombobox } from "./division-combobox";
