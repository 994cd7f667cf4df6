/** The information pages' public entry: each page a lazy chunk of its own. */
export const staticPages = {
  about: async () => (await import(/* preload: page:about */ "./about-page")).AboutPage,
  warranty: async () => (await import(/* preload: page:warranty */ "./warranty-page")).WarrantyPage,
  privacy: async () => (await import(/* preload: page:privacy */ "./privacy-page")).PrivacyPage,
  returns: async () => (await import(/* preload: page:returns */ "./return-policy-page")).ReturnPolicyPage,
  shipping: async () =>
    (await import(/* preload: page:shipping */ "./shipping-policy-page")).ShippingPolicyPage,
  notFound: async () => (await import("./not-found-page")).NotFoundPage,
};
