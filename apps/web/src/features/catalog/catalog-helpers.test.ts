import type { Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { aProduct } from "../../test/product";
import { groupByCategory } from "./category-groups";
import { shareLinks } from "./share-links";

function product(name: string, category: Product["category"]): Product {
  return aProduct({ id: crypto.randomUUID(), name, price: 1_000_000, category });
}

describe("groupByCategory", () => {
  const products = [
    product("Tote", "Handbag"),
    product("Ví", "Accessories"),
    product("Mini", "Handbag"),
    product("Sling", "Crossbody Bag"),
  ];

  it("orders the groups as the API counts them, most products first", () => {
    const groups = groupByCategory(products, [
      { name: "Accessories", count: 9 },
      { name: "Handbag", count: 5 },
      { name: "Crossbody Bag", count: 2 },
      { name: "Shoulder Bag", count: 1 },
    ]);
    expect(groups.map((group) => group.category)).toEqual(["Accessories", "Handbag", "Crossbody Bag"]);
    expect(groups[1]?.products.map((p) => p.name)).toEqual(["Tote", "Mini"]);
  });

  it("still shows every product while the counts are not known", () => {
    const groups = groupByCategory(products);
    expect(groups.flatMap((group) => group.products)).toHaveLength(4);
    expect(groups.map((group) => group.category)).toEqual(["Handbag", "Crossbody Bag", "Accessories"]);
  });
});

describe("shareLinks", () => {
  it("carries the page URL and the product name to each network", () => {
    const links = shareLinks("https://shop.vn/products/1", "Túi xách đỏ", "https://shop.vn/a.webp");
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.vn%2Fproducts%2F1",
    );
    expect(new URL(links.x).searchParams.get("url")).toBe("https://shop.vn/products/1");
    expect(new URL(links.x).searchParams.get("text")).toBe("Túi xách đỏ");
    expect(new URL(links.pinterest).searchParams.get("description")).toBe("Túi xách đỏ");
    expect(new URL(links.pinterest).searchParams.get("media")).toBe("https://shop.vn/a.webp");
  });
});
