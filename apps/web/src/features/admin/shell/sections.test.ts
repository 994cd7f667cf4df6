import { describe, expect, it } from "vitest";
import { sectionOfPath } from "./sections";

describe("the back-office section a path belongs to", () => {
  it("names the section of its pages and of the pages below them", () => {
    expect(sectionOfPath("/admin")?.id).toBe("overview");
    expect(sectionOfPath("/admin/")?.id).toBe("overview");
    expect(sectionOfPath("/admin/orders")?.id).toBe("orders");
    expect(sectionOfPath("/admin/orders/ORDER1764000000001")?.id).toBe("orders");
    expect(sectionOfPath("/admin/products/new")?.id).toBe("products");
    expect(sectionOfPath("/admin/edit/0b6f3c1e-8a4d-4f6b-9c2a-1d2e3f4a5b6c")?.id).toBe("products");
    expect(sectionOfPath("/admin/cod-reconciliation")?.id).toBe("cod_reconciliation");
  });

  it("names none for a back-office address no section has, so the menu does not say Overview", () => {
    expect(sectionOfPath("/admin/reports")).toBeUndefined();
    expect(sectionOfPath("/admin/orderss")).toBeUndefined();
  });
});
