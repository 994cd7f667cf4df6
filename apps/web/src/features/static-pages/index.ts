/** The information pages' public entry: each page a lazy chunk of its own. */
export const staticPages = {
  about: async () => (await import(/* preload: page:about */ "./about-page")).AboutPage,
  warranty: async () => (await import(/* preload: page:warranty */ "./warranty-page")).WarrantyPage,
  privacy: async () => (await import(/* preload: page:privacy */ "./privacy-page")).PrivacyPage,
  notFound: async () => (await import("./not-found-page")).NotFoundPage,
};
