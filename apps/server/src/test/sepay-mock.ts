/**
 * SePay's side of its webhook, written from SePay's documentation (developer.sepay.vn/en/sepay-webhooks,
 * docs/decisions/048-sepay-and-refunds.md), not from the shop's code: the transaction JSON SePay
 * posts, with `Authorization: Apikey <key>`, and SePay's rule for a delivery that went through
 * (a 2xx answer; the guide's example answer is `{"success": true}`).
 */

export interface SepayTransaction {
  id: number;
  gateway: string;
  transactionDate: string;
  accountNumber: string;
  code: string | null;
  content: string;
  transferType: "in" | "out";
  transferAmount: number;
  accumulated: number;
  subAccount: string | null;
  referenceCode: string;
  description: string;
}

let nextId = 92_704;

/** A money-in transaction as SePay's guide shows one, with each field overridable. */
export function sepayTransaction(overrides: Partial<SepayTransaction> = {}): SepayTransaction {
  nextId += 1;
  const content = overrides.content ?? "chuyen tien";
  return {
    id: nextId,
    gateway: "Vietcombank",
    transactionDate: "2026-11-24 10:02:37",
    accountNumber: "0011001234567",
    code: null,
    content,
    transferType: "in",
    transferAmount: 2_277_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `MBVCB.${nextId}`,
    description: `BankAPINotify ${content}`,
    ...overrides,
  };
}

export interface Delivery {
  status: number;
  body: unknown;
  /** What SePay makes of the answer: delivered, or to be retried. */
  delivered: boolean;
}

/** One delivery, as SePay makes it: POST, JSON, the API key in the Authorization header. */
export async function deliverSepayWebhook(
  url: string,
  transaction: SepayTransaction | Record<string, unknown>,
  { apiKey, authorization }: { apiKey?: string; authorization?: string } = {},
): Promise<Delivery> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const auth = authorization ?? (apiKey === undefined ? undefined : `Apikey ${apiKey}`);
  if (auth !== undefined) headers.authorization = auth;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(transaction) });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, body, delivered: response.status >= 200 && response.status < 300 };
}
