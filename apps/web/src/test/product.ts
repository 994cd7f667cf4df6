import type { Product } from "@shop/shared";

/** A product as the API answers it, every field filled, for tests to change what they need. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: "7f1d9c1e-1b9f-4c53-9a35-2f4f3a0b6c11",
    name: "Túi đeo chéo Sài Gòn",
    price: 1_250_000,
    category: "Crossbody Bag",
    description: [],
    dimensions: "",
    material: "",
    careInstructions: "",
    origin: "VN",
    promotion: null,
    promotionText: "",
    translations: {},
    weightGrams: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    variations: [],
    version: 1,
    createdAt: "2026-11-01T03:00:00.000Z",
    updatedAt: "2026-11-01T03:00:00.000Z",
    ...overrides,
  };
}
