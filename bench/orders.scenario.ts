/**
 * Order creation under load: POST /api/orders, every request with its own Idempotency-Key (set by
 * bench/wrk/dynamic.lua, so each one is a real new order, written with its lines in one
 * statement: docs/decisions/033-an-order-is-one-statement.md) and lines picked from the products the server lists. Prices come from the server,
 * as in the shop. Used by api.bench.ts; the shop server there runs with ORDER_RATE_LIMIT lifted,
 * since all the load comes from one address.
 */
import type { ProductPage } from "@shop/shared";

/** Order bodies, as JSON lines, for the products the server lists first. */
export async function orderBodies(base: string, count = 1_000): Promise<string[]> {
  const response = await fetch(`${base}/api/products?limit=50`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { items } = (await response.json()) as ProductPage;
  const sellable = items.filter((product) => product.variations.length > 0);
  if (sellable.length === 0) throw new Error("the bench catalogue has no product with a colour");

  const bodies: string[] = [];
  for (let index = 0; index < count; index++) {
    const first = sellable[index % sellable.length];
    const second = sellable[(index * 7 + 3) % sellable.length];
    const lines = [first, second]
      .filter((product, position, all) => product && all.indexOf(product) === position)
      .map((product) => ({
        productId: product?.id,
        color: product?.variations[0]?.color,
        quantity: 1 + (index % 3),
      }));
    bodies.push(
      JSON.stringify({
        paymentMethod: "cod",
        customerInfo: {
          fullName: `Khách hàng ${index}`,
          phone: "0901234567",
          email: `bench${index}@example.vn`,
          address: "12 Lê Lợi",
          provinceCode: 79,
          wardCode: 26740,
        },
        items: lines,
        language: "vi",
      }),
    );
  }
  return bodies;
}
