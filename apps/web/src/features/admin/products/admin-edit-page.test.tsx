import type { Product } from "@shop/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { ApiError } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { aProduct } from "../../../test/product";
import { adminFetch } from "../common";
import { AdminEditPage } from "./admin-edit-page";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn(), getAccessToken: vi.fn() }));
const api = vi.mocked(adminFetch);

const RED = "#d32f2f";
const bag: Product = aProduct({
  description: ["Da bò"],
  variations: [{ color: RED, images: [], stock: 5 }],
  version: 3,
});

let saved: unknown[] = [];

beforeEach(() => {
  saved = [];
  // Meanwhile a shopper bought two red bags: the 5 the owner replaces is 3 on the server, and the
  // product's version has not moved (orders do not raise it).
  let onServer = bag;
  api.mockReset();
  api.mockImplementation(async (path: string, request = {}) => {
    if (request.method === "PUT") {
      saved.push(request.body);
      onServer = { ...bag, variations: [{ color: RED, images: [], stock: 3 }] };
      throw new ApiError(409, "stock_changed", "The stock of colour #d32f2f is 3 now, not the 5 …");
    }
    if (path === `/products/${bag.id}`) return onServer;
    return { items: [] };
  });
});

describe("the owner retypes a stock that an order changed meanwhile", () => {
  it("sends the figure it replaces, and says in the owner's language that nothing was saved", async () => {
    await i18n.changeLanguage("vi");
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[`/admin/products/${bag.id}/edit`]}>
          <Routes>
            <Route path="/admin/products/:id/edit" element={<AdminEditPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    const stock = await screen.findByTestId("variation-stock");
    await userEvent.clear(stock);
    await userEvent.type(stock, "8");
    await userEvent.click(screen.getByRole("button", { name: i18n.t("edit_product.save") }));

    const alert = await screen.findByText(i18n.t("product_version.stock_changed"));
    // The notice is above the form and the owner at its save button: the focus goes to it.
    expect(alert.closest("[role=alert]")).toBe(document.activeElement);
    // Said once: the form's own failure line below does not repeat it (a screen reader read both).
    expect(screen.getAllByRole("alert")).toEqual([alert.closest("[role=alert]")]);
    expect(screen.queryByText(i18n.t("edit_product.error_update"), { exact: false })).toBeNull();
    expect(saved).toEqual([
      expect.objectContaining({
        version: 3,
        variations: [{ color: RED, images: [], stock: 8, stockSeen: 5 }],
      }),
    ]);

    // Loading the product again shows the stock as it is now, ready to be typed over again.
    await userEvent.click(screen.getByRole("button", { name: i18n.t("product_version.reload") }));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>("variation-stock").value).toBe("3"));
    expect(screen.queryByText(i18n.t("product_version.stock_changed"))).toBeNull();
  });
});
