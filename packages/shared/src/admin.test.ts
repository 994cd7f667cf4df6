import { describe, expect, it } from "vitest";
import {
  adminOrderListQuerySchema,
  deleteOrdersQuerySchema,
  mediaUploadFieldsSchema,
  setRoleSchema,
  setUserPasswordSchema,
} from "./admin";

describe("admin contracts", () => {
  it("takes an upload for a new product or a product id, a hex colour and a kind, normalising the colour", () => {
    expect(mediaUploadFieldsSchema.parse({ productId: "new", color: "#D32F2F", kind: "cover" })).toEqual({
      productId: "new",
      color: "#d32f2f",
      kind: "cover",
    });
    for (const fields of [
      { productId: "../etc", color: "#000000", kind: "cover" },
      { productId: "new", color: "red", kind: "cover" },
      { productId: "new", color: "#000000", kind: "banner" },
      { productId: "new", color: "#000000", kind: "cover", path: "x" },
    ]) {
      expect(mediaUploadFieldsSchema.safeParse(fields).success).toBe(false);
    }
  });

  it("knows only the member and admin roles and refuses extra fields", () => {
    expect(setRoleSchema.safeParse({ uid: "abc_DEF-123", role: "member" }).success).toBe(true);
    expect(setRoleSchema.safeParse({ uid: "abc", role: "owner" }).success).toBe(false);
    expect(setRoleSchema.safeParse({ uid: "a/b", role: "admin" }).success).toBe(false);
  });

  it("asks for a password of at least 8 characters", () => {
    expect(setUserPasswordSchema.safeParse({ password: "1234567" }).success).toBe(false);
    expect(setUserPasswordSchema.safeParse({ password: "12345678" }).success).toBe(true);
  });

  it("pages orders 1..100 at a time with an optional status, and bulk-deletes delivered ones only", () => {
    expect(adminOrderListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(adminOrderListQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(adminOrderListQuerySchema.safeParse({ status: "shipped" }).success).toBe(false);
    expect(deleteOrdersQuerySchema.safeParse({ status: "pending" }).success).toBe(false);
    expect(deleteOrdersQuerySchema.safeParse({}).success).toBe(false);
  });
});
