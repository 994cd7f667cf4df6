/**
 * The back office's public entry: one loader for everything under /admin. The frame (shell/) is
 * a lazy chunk never loaded by the storefront, and declares the sections' routes itself, each
 * section folder's index.ts its own chunk again (shell/admin-routes.tsx).
 */
export const adminPages = {
  admin: async () => (await import("./shell")).AdminLayout,
};
