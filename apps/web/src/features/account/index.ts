/** The account's public entry: its page, a lazy chunk of its own. */
export const accountPages = {
  account: async () => (await import("./account-page")).AccountPage,
};
