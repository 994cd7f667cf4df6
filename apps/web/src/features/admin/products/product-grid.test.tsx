import { formatVnd, type Product, type ProductPage } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { createQueryClient } from "../../../lib/query-client";
import { aProduct } from "../../../test/product";
import { adminFetch } from "../common";
import { ProductGrid } from "./product-grid";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn(), getAccessToken: vi.fn() }));
const api = vi.mocked(adminFetch);

function bag(id: string, name: string, promotion: Product["promotion"]): Product {
  return aProduct({
    id,
    name,
    price: 1_000_000,
    promotion,
    variations: [{ color: "#000000", images: [], stock: 12 }],
  });
}

const onSale = bag("6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61", "Túi xách Hoa Sen", {
  discount: 20,
  startDate: "2020-01-01T00:00:00.000Z",
  endDate: "2099-12-31T23:59:59.000Z",
});
const fullPrice = bag("0b6e4c1e-3f0a-4d2b-9c5e-7a8b9c0d1e2f", "Túi đeo chéo Sài Gòn", null);

const page: ProductPage = { items: [onSale, fullPrice], total: 2, page: 1, limit: 24 };

beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue(page);
});

function cardOf(name: string): HTMLElement {
  return screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;
}

describe("the back office's product grid", () => {
  it("shows the owner what a bag on promotion sells for today, beside its list price", async () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter>
          <ProductGrid notify={() => {}} />
        </MemoryRouter>
      </Providers>,
    );
    await screen.findByRole("heading", { level: 3, name: onSale.name });

    const sale = within(cardOf(onSale.name));
    expect(sale.getByTestId("price").textContent).toBe(formatVnd(800_000));
    expect(sale.getByTestId("original-price").textContent).toContain(formatVnd(1_000_000));

    const plain = within(cardOf(fullPrice.name));
    expect(plain.getByTestId("price").textContent).toBe(formatVnd(1_000_000));
    expect(plain.queryByTestId("original-price")).toBeNull();
  });
});
