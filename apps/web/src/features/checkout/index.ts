/** The checkout's public entry: its page, a lazy chunk of its own. */
export const checkoutPages = {
  checkout: async () => (await import("./checkout-page")).CheckoutPage,
};
