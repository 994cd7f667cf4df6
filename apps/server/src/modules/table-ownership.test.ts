import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Each table belongs to one module: only that module's code names it, in a Drizzle query or in
 * raw SQL; the others reach its data through the module's functions (docs/architecture-server.md,
 * "Which module owns which tables"). This test reads every module's code and fails on a table
 * named outside its owner, so a shortcut through another module's table is seen when it is made.
 */
const OWNERS: Record<string, string> = {
  products: "products",
  product_variations: "products",
  system_markers: "products",
  catalogue_changes: "catalogue",
  users: "users",
  refresh_tokens: "auth",
  password_reset_tokens: "auth",
  email_verification_tokens: "auth",
  user_totp: "auth",
  mfa_recovery_codes: "auth",
  mfa_challenges: "auth",
  favourites: "favourites",
  product_alerts: "alerts",
  orders: "orders",
  order_items: "orders",
  order_events: "orders",
  order_day_figures: "orders",
  order_day_product_sales: "orders",
  settings: "settings",
  payment_notifications: "payments",
  order_payments: "payments",
  incoming_transfers: "payments",
  mail_outbox: "mail",
  audit_log: "audit",
  vouchers: "vouchers",
  shipments: "shipping",
  reviews: "reviews",
  customer_addresses: "addresses",
  sale_terms: "terms",
  consents: "privacy",
  data_requests: "privacy",
  returns: "returns",
  return_lines: "returns",
  return_photos: "returns",
  refunds: "returns",
  webhook_endpoints: "webhooks",
  webhook_deliveries: "webhooks",
  webhook_stock_cursor: "webhooks",
  webhook_stock_levels: "webhooks",
};

/** Known, written-down exceptions: file → tables it may name besides its module's own. */
const EXCEPTIONS: Record<string, string[]> = {
  // The auth guard's one query per request joins the session to its user (docs/architecture-server.md).
  "auth/sessions.repository.ts": ["users"],
  // A sign-in's second step reads its challenge with the account's e-mail, as the guard does.
  "auth/two-factor.repository.ts": ["users"],
  // The back office's customer list is a read-only report of accounts with their orders and spend;
  // it writes nothing (docs/decisions/046-back-office-workplace.md).
  "customers/customers.repository.ts": ["users", "orders", "order_items"],
};

const srcDir = fileURLToPath(new URL("..", import.meta.url));
const modulesDir = join(srcDir, "modules");
const schema = readFileSync(join(srcDir, "db/schema.ts"), "utf8");

/** Drizzle's identifier (`productVariations`) → the table's SQL name (`product_variations`). */
const tableOfIdentifier = new Map(
  [...schema.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)].map((match) => [match[1], match[2]]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The tables a file names: schema identifiers it imports, and table names after SQL keywords. */
function tablesNamedIn(code: string): Set<string> {
  const named = new Set<string>();
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[./]*db\/schema"/g)) {
    for (const name of (match[1] ?? "").split(",").map((part) => part.replace(/^\s*type\s+/, "").trim())) {
      const table = tableOfIdentifier.get(name);
      if (table) named.add(table);
    }
  }
  for (const match of code.matchAll(/\b(?:from|join|into|update|table)\s+"?(\w+)"?/gi)) {
    const table = match[1]?.toLowerCase();
    if (table && table in OWNERS) named.add(table);
  }
  return named;
}

describe("table ownership", () => {
  it("knows the owner of every table in the schema", () => {
    expect(
      [...tableOfIdentifier.values()].filter((table) => table !== undefined && !(table in OWNERS)),
    ).toEqual([]);
  });

  it("finds no module naming another module's table", () => {
    const trespasses: string[] = [];
    for (const file of sourceFiles(modulesDir)) {
      const path = relative(modulesDir, file);
      const module = path.split("/")[0];
      const allowed = new Set(EXCEPTIONS[path] ?? []);
      for (const table of tablesNamedIn(readFileSync(file, "utf8"))) {
        if (module && OWNERS[table] !== module && !allowed.has(table))
          trespasses.push(`${path} names ${table}`);
      }
    }
    expect(trespasses).toEqual([]);
  });

  it("sees a planted trespass", () => {
    expect(tablesNamedIn('import { orders, type Database } from "../../db/schema";')).toEqual(
      new Set(["orders"]),
    );
    expect(tablesNamedIn("sql`select 1 from product_variations v join users u`")).toEqual(
      new Set(["product_variations", "users"]),
    );
  });
});
