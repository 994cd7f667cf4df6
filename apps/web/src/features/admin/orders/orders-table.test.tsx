import type { AdminOrder, AdminOrderPage } from "@shop/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { OrdersTable } from "./orders-table";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn(), getAccessToken: vi.fn() }));
const api = vi.mocked(adminFetch);

const delivered: AdminOrder = {
  id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f60",
  orderId: "ORDER1764000000000",
  subtotal: 1_250_000,
  discount: 0,
  shippingFee: 0,
  total: 1_250_000,
  paymentMethod: "bank_transfer",
  customerInfo: {
    fullName: "Trần Thị Lan",
    phone: "0901111111",
    email: "lan@example.vn",
    address: "1 Hàng Bài",
    provinceCode: null,
    provinceName: null,
    wardCode: null,
    wardName: null,
  },
  status: "delivered",
  paymentStatus: "paid",
  createdAt: "2026-11-20T03:00:00.000Z",
  archivedAt: null,
  items: [
    {
      productId: "0b9f1d7e-0000-4000-8000-000000000001",
      name: "Túi xách",
      color: "#000000",
      unitPrice: 1_250_000,
      quantity: 1,
    },
  ],
};

function statusWrites() {
  return api.mock.calls.filter(([path]) => path.endsWith("/status"));
}

beforeEach(() => {
  api.mockReset();
  api.mockImplementation(async (path: string) => {
    if (path === "/orders")
      return { items: [delivered], total: 1, page: 1, limit: 20 } satisfies AdminOrderPage;
    return { status: "pending" };
  });
});

function renderTable() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={["/admin/orders"]}>
        <OrdersTable notify={() => undefined} />
      </MemoryRouter>
    </Providers>,
  );
}

describe("the orders list", () => {
  it("asks before unticking a delivered order's box, and changes nothing when the owner says no", async () => {
    const user = userEvent.setup();
    renderTable();
    const box = await screen.findByRole("checkbox", {
      name: i18n.t("admin.mark_delivered", { orderId: delivered.orderId }),
    });
    await user.click(box);

    const dialog = await screen.findByRole("dialog");
    expect(statusWrites()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: i18n.t("common.cancel") }));
    expect(statusWrites()).toEqual([]);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it("sends the order back to pending only once the owner confirms", async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(
      await screen.findByRole("checkbox", {
        name: i18n.t("admin.mark_delivered", { orderId: delivered.orderId }),
      }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getAllByRole("button").at(-1) as HTMLElement);
    await waitFor(() => expect(statusWrites()).toHaveLength(1));
    expect(statusWrites()[0]?.[1]).toMatchObject({ method: "PUT", body: { status: "pending" } });
  });

  it("shows payment method and status as translated words, never the raw values", async () => {
    renderTable();
    const row = await screen.findByTestId("order-row");
    expect(row.textContent).not.toMatch(/BANK_TRANSFER|bank_transfer/);
  });

  it("downloads the filtered orders as .xlsx from its own button, under the name the server gives", async () => {
    const user = userEvent.setup();
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response("PK", {
          headers: { "content-disposition": 'attachment; filename="orders-2026-11-26.xlsx"' },
        });
      }),
    );
    const createObjectURL = vi.fn(() => "blob:orders");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      renderTable();
      await user.click(await screen.findByRole("button", { name: i18n.t("backoffice.download_xlsx") }));
      await waitFor(() => expect(clicked).toEqual(["orders-2026-11-26.xlsx"]));
      expect(fetched).toEqual(["/api/orders.xlsx"]);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
