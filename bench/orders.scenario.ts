/**
 * Order creation under load: POST /api/orders at the bench's connections, every
 * request with its own Idempotency-Key (so each one is a real new order, written with its items in
 * one transaction) and lines picked from the products the server lists. Prices come from the
 * server, as in the shop. Used by api.bench.ts; the shop server there runs with ORDER_RATE_LIMIT
 * lifted, since all the load comes from one address.
 */
import { randomUUID } from "node:crypto";
import type { ProductPage } from "@shop/shared";
import autocannon from "autocannon";

export async function measureOrders(
  base: string,
  { connections, durationSeconds }: { connections: number; durationSeconds: number },
): Promise<autocannon.Result> {
  const response = await fetch(`${base}/api/products?limit=50`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const { items } = (await response.json()) as ProductPage;
  const sellable = items.filter((product) => product.variations.length > 0);
  if (sellable.length === 0) throw new Error("the bench catalogue has no product with a colour");

  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const index = next++;
          const first = sellable[index % sellable.length];
          const second = sellable[(index * 7 + 3) % sellable.length];
          const lines = [first, second]
            .filter((product, position, all) => product && all.indexOf(product) === position)
            .map((product) => ({
              productId: product?.id,
              color: product?.variations[0]?.color,
              quantity: 1 + (index % 3),
            }));
          return {
            ...request,
            path: "/api/orders",
            headers: {
              ...request.headers,
              "content-type": "application/json",
              "idempotency-key": `bench-${randomUUID()}`,
            },
            body: JSON.stringify({
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
          };
        },
      },
    ],
  });
}
