import type { IncomingTransfer } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { ApiError } from "../../../lib/api-client";
import { createQueryClient } from "../../../lib/query-client";
import { adminFetch } from "../common";
import { IncomingTransfers } from "./incoming-transfers";

vi.mock("../common", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../common")>()),
  adminFetch: vi.fn(),
}));
const api = vi.mocked(adminFetch);

const shortPayment: IncomingTransfer = {
  id: "5f0c6c0e-8a4e-4f55-9f3b-0c1d2e3f4a5b",
  sepayId: "92705",
  status: "unmatched",
  reason: "wrong_amount",
  orderId: "ORDER1764000000001",
  amount: 1_200_000,
  content: "IBFT ORDER1764000000001",
  gateway: "Vietcombank",
  accountNumber: "0011001234567",
  referenceCode: "MBVCB.92705",
  transactionDate: "2026-11-24 10:02:37",
  receivedAt: "2026-11-24T03:02:40.000Z",
  settledAt: null,
  settledBy: null,
  note: null,
};

function renderSection(notify = vi.fn()) {
  render(
    <Providers queryClient={createQueryClient()}>
      <IncomingTransfers notify={notify} />
    </Providers>,
  );
  return notify;
}

beforeEach(() => api.mockReset());

describe("the owner's transfers to check", () => {
  it("lists what waits, with the amount and why, in the owner's language", async () => {
    api.mockResolvedValueOnce({ items: [shortPayment], total: 1, page: 1, limit: 100 });
    renderSection();
    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("1.200.000 VNĐ");
    expect(item.textContent).toContain("Sai số tiền");
    expect(item.textContent).toContain("IBFT ORDER1764000000001");
    expect(api).toHaveBeenCalledWith(
      "/admin/payments/transfers",
      expect.objectContaining({ query: { status: "unmatched", limit: 100 } }),
    );
  });

  it("records the named order as paid by the transfer, or closes it with a note when no order is named", async () => {
    api.mockResolvedValue({ items: [shortPayment], total: 1, page: 1, limit: 100 });
    const notify = renderSection();
    const item = await screen.findByRole("listitem");
    api.mockResolvedValueOnce({ ...shortPayment, status: "settled" });
    await userEvent.click(within(item).getByRole("button", { name: "Ghi nhận đã thanh toán" }));
    expect(api).toHaveBeenCalledWith(`/admin/payments/transfers/${shortPayment.id}/settle`, {
      method: "POST",
      body: { orderId: "ORDER1764000000001", note: undefined },
    });
    expect(notify).toHaveBeenCalledWith("success", "Đơn ORDER1764000000001 đã được ghi nhận thanh toán.");

    await userEvent.clear(within(item).getByLabelText("Mã đơn hàng"));
    await userEvent.type(within(item).getByLabelText("Ghi chú"), "Đã hoàn lại cho người gửi");
    api.mockResolvedValueOnce({ ...shortPayment, status: "settled", orderId: null });
    await userEvent.click(within(item).getByRole("button", { name: "Đóng" }));
    expect(api).toHaveBeenCalledWith(`/admin/payments/transfers/${shortPayment.id}/settle`, {
      method: "POST",
      body: { orderId: undefined, note: "Đã hoàn lại cho người gửi" },
    });
    expect(notify).toHaveBeenLastCalledWith("success", "Đã đóng chuyển khoản.");
  });

  it("says why settling failed", async () => {
    api.mockResolvedValue({ items: [shortPayment], total: 1, page: 1, limit: 100 });
    const notify = renderSection();
    const item = await screen.findByRole("listitem");
    api.mockRejectedValueOnce(
      new ApiError(409, "transfer_not_waiting", "This transfer was already dealt with."),
    );
    await userEvent.click(within(item).getByRole("button", { name: "Ghi nhận đã thanh toán" }));
    expect(notify).toHaveBeenCalledWith("alert", expect.stringContaining("Không xử lý được chuyển khoản"));
  });
});
