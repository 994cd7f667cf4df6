import type { CustomerPage, DataRequest } from "@shop/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { CustomersPage } from "./customers-page";

vi.mock("../common/admin-session", () => ({ adminFetch: vi.fn(), getAccessToken: vi.fn() }));
const api = vi.mocked(adminFetch);

const page: CustomerPage = {
  items: [
    {
      id: "6f1c1a52-8a0e-4d7e-9d0a-1b2c3d4e5f61",
      email: "lan@example.vn",
      name: "Trần Thị Lan",
      phone: "0901111111",
      orders: 3,
      spent: 2_500_000,
      lastOrderAt: "2026-11-02T03:00:00.000Z",
      emailVerified: true,
      createdAt: "2026-10-01T03:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  limit: 20,
};

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** A guest's deletion request waiting for its mailed link, past its due date. */
const overdue: DataRequest = {
  id: "0b6e4c1e-3f0a-4d2b-9c5e-7a8b9c0d1e2f",
  kind: "delete",
  source: "guest",
  status: "pending",
  email: "khach@example.vn",
  requestedAt: "2026-01-02T03:00:00.000Z",
  dueAt: "2026-01-22T03:00:00.000Z",
  completedAt: null,
};

let requests: DataRequest[] = [];

beforeEach(() => {
  requests = [];
  api.mockReset();
  // The section asks for the customers and, below them, the open personal-data requests.
  api.mockImplementation(async (path: string) =>
    path === "/admin/data-requests" ? { items: requests } : page,
  );
});

describe("the customers' section", () => {
  it("lists customers with orders, spend and verification, and keeps the search in the URL", async () => {
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={["/admin/customers?page=2"]}>
          <Routes>
            <Route path="/admin/customers" element={<CustomersPage />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </Providers>,
    );
    const row = await screen.findByTestId("customer-row");
    expect(row.textContent).toContain("Trần Thị Lan");
    expect(row.textContent).toContain("2.500.000 VNĐ");
    expect(row.textContent).toContain(i18n.t("workplace.verified_yes"));
    expect(api).toHaveBeenCalledWith(
      "/admin/customers",
      expect.objectContaining({ query: expect.objectContaining({ page: 2 }) }),
    );

    await user.type(
      screen.getByRole("searchbox", { name: i18n.t("workplace.customers_search") }),
      "0901 111",
    );
    await user.click(screen.getByRole("button", { name: i18n.t("backoffice.search") }));
    // A new search starts again at its first page.
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("?q=0901+111"));
    expect(api).toHaveBeenLastCalledWith(
      "/admin/customers",
      expect.objectContaining({ query: expect.objectContaining({ q: "0901 111", page: 1 }) }),
    );
  });

  it("shows the open personal-data requests with their due dates, an overdue one marked", async () => {
    requests = [overdue];
    render(
      <Providers queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={["/admin/customers"]}>
          <Routes>
            <Route path="/admin/customers" element={<CustomersPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    );
    const panel = await screen.findByTestId("data-requests");
    const item = await within(panel).findByText(/khach@example\.vn/);
    const row = item.closest("li");
    expect(row?.textContent).toContain(i18n.t("personal_data.admin_kind_delete"));
    const due = row?.lastElementChild;
    expect(due?.textContent).toContain(i18n.t("personal_data.admin_status_pending"));
    expect(due?.textContent).toContain("22/01/2026");
    expect(due?.className).toContain("text-red-800");
    expect(api).toHaveBeenCalledWith(
      "/admin/data-requests",
      expect.objectContaining({ query: { status: "open" } }),
    );
  });
});
