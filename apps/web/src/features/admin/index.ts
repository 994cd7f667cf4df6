/** The administration's public entry: its pages, lazy chunks never loaded by the storefront. */
export const adminPages = {
  admin: async () => (await import("./admin-page")).AdminPage,
  adminEdit: async () => (await import("./admin-edit-page")).AdminEditPage,
};
