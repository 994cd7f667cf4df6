import type { Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { aProduct } from "../../../test/product";
import {
  draftFromProduct,
  emptyDraft,
  emptyVariation,
  fieldErrorsFromPaths,
  parsePriceInput,
  toProductInput,
} from "./product-form-model";

const done = (url: string) => ({
  key: url,
  fileName: "a.png",
  progress: 1,
  status: "done" as const,
  url,
  error: null,
});

describe("the product form", () => {
  const base = { ...emptyDraft(), name: "Túi tote", price: "990.000", category: "Handbag" };

  it("sends the packed weight and box as whole grams and centimetres, and an empty one as none", () => {
    const result = toProductInput({
      ...base,
      weightGrams: " 650 ",
      lengthCm: "32",
      widthCm: "24",
      heightCm: "",
    });
    expect("input" in result && result.input).toMatchObject({
      weightGrams: 650,
      lengthCm: 32,
      widthCm: 24,
      heightCm: null,
    });
  });

  it("refuses a fractional, zero or too heavy weight and a side over 200 cm, each under its field", () => {
    expect(toProductInput({ ...base, weightGrams: "0.5", lengthCm: "201" })).toEqual({
      errors: { weightGrams: "product_parcel.error_weight", lengthCm: "product_parcel.error_side" },
    });
    expect(toProductInput({ ...base, weightGrams: "50001" })).toEqual({
      errors: { weightGrams: "product_parcel.error_weight" },
    });
    expect(toProductInput({ ...base, widthCm: "0" })).toEqual({
      errors: { widthCm: "product_parcel.error_side" },
    });
  });

  it("sends the languages the owner wrote in, paragraphs split, and leaves out a language left empty", () => {
    const draft = {
      ...emptyDraft(),
      name: "Túi tote Phố Cổ",
      price: "990000",
      category: "Handbag",
      promotionText: " Quà Tết ",
      translations: {
        en: {
          name: "Old Quarter Tote",
          description: "Cowhide\n\nFits a laptop",
          material: "",
          careInstructions: "",
          promotionText: "",
        },
        kr: { name: "", description: "", material: "", careInstructions: "", promotionText: "" },
        jp: { name: "", description: "", material: "牛革", careInstructions: "", promotionText: "" },
      },
    };
    const result = toProductInput(draft);
    expect("input" in result && result.input).toMatchObject({
      promotionText: "Quà Tết",
      translations: {
        en: { name: "Old Quarter Tote", description: ["Cowhide", "Fits a laptop"], material: "" },
        jp: { name: "", material: "牛革", description: [] },
      },
    });
    expect("input" in result && Object.keys(result.input.translations)).toEqual(["en", "jp"]);
  });

  it.each([
    ["1250000", 1_250_000],
    ["1.250.000", 1_250_000],
    ["1,250,000", 1_250_000],
    ["1 250 000 VNĐ", 1_250_000],
    ["0", 0],
  ])("reads the price %j as %i đồng", (text, value) => expect(parsePriceInput(text)).toBe(value));

  it.each(["", "abc", "-5", "12.5", "1.25.000", "1e6"])("refuses the price %j", (text) =>
    expect(parsePriceInput(text)).toBeNull(),
  );

  it("requires name, price and category, each next to its field", () => {
    expect(toProductInput(emptyDraft())).toEqual({
      errors: { name: "common.required", price: "common.required", category: "common.required" },
    });
  });

  it("leaves out a variation without a colour and keeps the cover first", () => {
    const withColour = {
      ...emptyVariation(),
      color: "#d32f2f",
      cover: done("/c-960.webp"),
      additional: [done("/a-960.webp")],
    };
    const result = toProductInput({
      ...emptyDraft(),
      name: " Túi đỏ ",
      price: "1.250.000",
      category: "Handbag",
      description: "Da bò\n\n Khoá kim loại ",
      variations: [emptyVariation(), withColour],
    });
    expect(result).toMatchObject({
      input: {
        name: "Túi đỏ",
        price: 1_250_000,
        description: ["Da bò", "Khoá kim loại"],
        promotion: null,
        variations: [{ color: "#d32f2f", images: ["/c-960.webp", "/a-960.webp"] }],
      },
    });
  });

  it("sends a promotion as whole days in Vietnam's time, and checks its dates", () => {
    const base = { ...emptyDraft(), name: "Túi", price: "100000", category: "Handbag", variations: [] };
    expect(
      toProductInput({ ...base, discount: "20", startDate: "2025-06-01", endDate: "2025-06-30" }),
    ).toMatchObject({
      input: {
        promotion: {
          discount: 20,
          startDate: "2025-06-01T00:00:00+07:00",
          endDate: "2025-06-30T23:59:59+07:00",
        },
      },
    });
    expect(
      toProductInput({ ...base, discount: "95", startDate: "2025-06-30", endDate: "2025-06-01" }),
    ).toEqual({
      errors: { discount: "admin.error_invalid_discount", endDate: "admin.error_invalid_dates" },
    });
  });

  it("waits for uploads still running", () => {
    const uploading = { ...done("/x"), status: "uploading" as const, url: null };
    const draft = { ...emptyDraft(), name: "Túi", price: "1", category: "Handbag" };
    expect(
      toProductInput({ ...draft, variations: [{ ...emptyVariation(), color: "#000000", cover: uploading }] }),
    ).toEqual({
      errors: { variations: "admin.error_uploading" },
    });
  });

  it("puts the server's faulty paths next to the form's fields", () => {
    expect(fieldErrorsFromPaths(["name", "promotion.endDate", "variations.0.images.1", "body"])).toEqual({
      name: "admin.error_field_invalid",
      endDate: "admin.error_field_invalid",
      variations: "admin.error_field_invalid",
      form: "admin.error_field_invalid",
    });
  });

  describe("a loaded bag's stock, which orders change while the form is open", () => {
    const loaded: Product = aProduct({
      name: "Túi đeo chéo",
      variations: [
        { color: "#d32f2f", images: ["/uploads/red.webp"], stock: 5 },
        { color: "#000000", images: [], stock: 0 },
      ],
      version: 3,
    });

    it("leaves a colour's stock to the orders when the owner did not touch it", () => {
      const result = toProductInput({ ...draftFromProduct(loaded), price: "1.490.000" });
      expect("input" in result && result.input.variations).toEqual([
        { color: "#d32f2f", images: ["/uploads/red.webp"] },
        { color: "#000000", images: [] },
      ]);
    });

    it("sends a typed stock with the figure it replaced, and a new colour's as typed", () => {
      const draft = draftFromProduct(loaded);
      const [red, black] = draft.variations;
      if (!red || !black) throw new Error("the draft lost a colour");
      const result = toProductInput({
        ...draft,
        variations: [{ ...red, stock: "8" }, black, { ...emptyVariation(), color: "#1565c0", stock: "4" }],
      });
      expect("input" in result && result.input.variations).toEqual([
        { color: "#d32f2f", images: ["/uploads/red.webp"], stock: 8, stockSeen: 5 },
        { color: "#000000", images: [] },
        { color: "#1565c0", images: [], stock: 4 },
      ]);
    });
  });
});
