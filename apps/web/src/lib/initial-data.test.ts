import type { Product } from "@shop/shared";
import { afterEach, describe, expect, it } from "vitest";
import { initialProduct, readInitialData, resetInitialData } from "./initial-data";

const PRODUCT = { id: "0b9f5f3e-4a7c-4b8e-9d1a-2c3e4f5a6b7c", name: "Túi A" } as Product;

function pageWith(scriptText: string | null): Document {
  const doc = document.implementation.createHTMLDocument("");
  if (scriptText !== null) {
    const script = doc.createElement("script");
    script.id = "initial-data";
    script.type = "application/json";
    script.textContent = scriptText;
    doc.body.append(script);
  }
  return doc;
}

afterEach(() => resetInitialData());

describe("initial data from the server", () => {
  it("reads the product the server put into the page", () => {
    expect(readInitialData(pageWith(JSON.stringify({ product: PRODUCT })))).toEqual({ product: PRODUCT });
  });

  it("is empty without the script or when it is unreadable", () => {
    expect(readInitialData(pageWith(null))).toEqual({});
    expect(readInitialData(pageWith("{not json"))).toEqual({});
    expect(readInitialData(pageWith("42"))).toEqual({});
  });

  it("gives the product only to the page of that product", () => {
    const doc = pageWith(JSON.stringify({ product: PRODUCT }));
    expect(initialProduct("11111111-2222-4333-8444-555555555555", doc)).toBeUndefined();
    expect(initialProduct(PRODUCT.id.toUpperCase(), doc)).toEqual(PRODUCT);
  });
});
