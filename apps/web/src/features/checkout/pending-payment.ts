/**
 * The online payment this browser started: the order's code and its key (the order's uuid from
 * the order answer, which only this shopper has), kept while the shopper is on the gateway's page.
 * The return page asks the server with it; the gateway's query string is never believed.
 */
export const PENDING_PAYMENT_STORAGE_KEY = "pending-payment";

export interface PendingPayment {
  orderId: string;
  key: string;
  /** The gateway's page, to try again after a failed payment. */
  paymentUrl: string;
}

export function rememberPendingPayment(payment: PendingPayment): void {
  try {
    localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify(payment));
  } catch {
    // Private mode without storage: the return page then points to the confirmation mail.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_PAYMENT_STORAGE_KEY) ?? "null");
    if (!value || typeof value !== "object") return null;
    const { orderId, key, paymentUrl } = value as Record<string, unknown>;
    if (typeof orderId !== "string" || typeof key !== "string" || typeof paymentUrl !== "string") return null;
    return { orderId, key, paymentUrl };
  } catch {
    return null;
  }
}
