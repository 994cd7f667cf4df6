import { describe, expect, it } from "vitest";
import { sharedFilesIn } from "../../test/shared-files-in";

/** The order's schemas: the server checks an order with them; the pages need a rule or two. */
const ORDER_SCHEMAS = ["checkout.ts", "catalogue.ts", "reviews.ts", "returns.ts", "accounts.ts", "admin.ts"];

// Zod builds each schema when its module is evaluated, and the bundler keeps every such call of a
// file it includes: a total or a form rule imported from checkout.ts evaluated the order's, the
// product's and the reviews' schemas too, on the phone of every shopper reaching the cart.
describe("what the cart and the checkout evaluate of the shared rules", () => {
  it("the cart: its totals and ids by plain functions, no schema at all", () => {
    const files = sharedFilesIn("apps/web/src/features/cart/cart-page.tsx");
    expect(files).toContain("order-amounts.ts");
    expect(files).not.toContain("zod.ts");
  });

  it("the checkout: no schema on its first load, the customer's fields once it has rendered", () => {
    const files = sharedFilesIn("apps/web/src/features/checkout/checkout-page.tsx");
    // Zod itself, and every schema, wait for the form's first check (customer-validation.ts).
    expect(files).not.toContain("zod.ts");
    expect(files).not.toContain("customer-info.ts");
    expect(files).toContain("administrative-units.ts");
    for (const heavy of ORDER_SCHEMAS) expect(files).not.toContain(heavy);
    const validation = sharedFilesIn("apps/web/src/features/checkout/customer-validation.ts");
    expect(validation).toContain("customer-info.ts");
    for (const heavy of ORDER_SCHEMAS) expect(validation).not.toContain(heavy);
    // Read only on the page a gateway sends the shopper back to.
    expect(files).not.toContain("payments.ts");
    expect(sharedFilesIn("apps/web/src/features/checkout/payment-result-page.tsx")).toContain("payments.ts");
  });
});
