/**
 * Refresh tokens rotate and a reused one ends the session on the server, so only one refresh may
 * run at a time across the shop's tabs: a Web Lock where the browser has them (elsewhere each tab's
 * single-flight in session-store.ts is all there is).
 */

const REFRESH_LOCK = "shop-auth-refresh";

export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request(REFRESH_LOCK, work) as Promise<T>;
}
