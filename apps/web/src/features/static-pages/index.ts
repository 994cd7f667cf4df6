/** The information pages' public entry: each page a lazy chunk of its own. */
export const staticPages = {
  about: async () => (await import("./about-page")).AboutPage,
  warranty: async () => (await import("./warranty-page")).WarrantyPage,
  privacy: async () => (await import("./privacy-page")).PrivacyPage,
  notFound: async () => (await import("./not-found-page")).NotFoundPage,
};
