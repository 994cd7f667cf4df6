/** The guest order lookup's public entry: its page, a lazy chunk of its own. */
export const orderLookupPages = {
  orderLookup: async () => (await import("./order-lookup-page")).OrderLookupPage,
};
