import { createHash } from "node:crypto";
import type { PlaceOrder } from "@shop/shared";

/**
 * JSON with sorted keys and no `undefined` fields: the same body hashes the same whatever order its
 * fields came in. Written into one string as it goes, without an array of entries, a filtered and
 * a mapped copy per object: 4.1 µs an order's body instead of 6.6–7.2 µs (bench/README.md). The
 * text is that of JSON.stringify with sorted keys, as before, so the hashes stored with orders
 * placed earlier still match a retry of their request (`request-hash.test.ts`).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let json = "[";
    for (let index = 0; index < value.length; index++) {
      if (index > 0) json += ",";
      // `join` wrote a missing item as nothing: the same text as before.
      json += canonicalJson(value[index]) ?? "";
    }
    return `${json}]`;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // Sorted as strings by UTF-16 code units, as `<` compares them.
    const keys = Object.keys(record).sort();
    let json = "{";
    for (const key of keys) {
      const field = record[key];
      if (field === undefined) continue;
      if (json.length > 1) json += ",";
      json += `${JSON.stringify(key)}:${canonicalJson(field)}`;
    }
    return `${json}}`;
  }
  return JSON.stringify(value);
}

/** The body as validated (defaults filled, strings trimmed), hashed for the Idempotency-Key check. */
export function requestHashOf(input: PlaceOrder): string {
  return createHash("sha256").update(canonicalJson(input)).digest("hex");
}
