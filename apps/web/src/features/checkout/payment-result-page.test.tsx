import type { PaymentState } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "../../lib/api-client";
import { PaymentResultPage } from "./payment-result-page";
import { PENDING_PAYMENT_STORAGE_KEY, type PendingPayment } from "./pending-payment";

vi.mock("../../lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/api-client")>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const STARTED: PendingPayment = {
  orderId: "ORDER1764000000001",
  key: "0b6f3c1e-8a4d-4f6b-9c2a-1d2e3f4a5b6c",
  paymentUrl: "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=ORDER1764000000001",
};

/** What the page tells the shopper once it has the server's answer (its status box). */
async function resultSaid(): Promise<string> {
  const box = await screen.findByTestId("payment-result");
  return box.textContent ?? "";
}

function showResult() {
  return render(
    <MemoryRouter>
      <PaymentResultPage />
    </MemoryRouter>,
  );
}

describe("the payment result page", () => {
  beforeEach(() => {
    localStorage.setItem(PENDING_PAYMENT_STORAGE_KEY, JSON.stringify(STARTED));
  });
  afterEach(() => {
    localStorage.clear();
    api.mockReset();
  });

  it("shows the server's word on the payment this browser started", async () => {
    const paid: PaymentState = {
      orderId: STARTED.orderId,
      paymentMethod: "vnpay",
      total: 1_250_000,
      status: "pending",
      paymentStatus: "paid",
      outcome: "paid",
    };
    api.mockResolvedValue(paid);
    showResult();
    expect(await resultSaid()).toContain("Đã nhận thanh toán. Cảm ơn bạn!");
    expect(api).toHaveBeenCalledWith(
      `/payments/orders/${STARTED.orderId}`,
      expect.objectContaining({ query: { key: STARTED.key } }),
    );
  });

  it("says the payment is not found, not that the shopper is offline, when the server knows no such order", async () => {
    api.mockRejectedValue(new ApiError(404, "not_found", "No such order."));
    showResult();
    const said = await resultSaid();
    expect(said).toContain("Không tìm thấy thanh toán này.");
    expect(said).not.toContain("Không thể kết nối");
    expect(screen.queryByRole("button", { name: "Kiểm tra lại" })).toBeNull();
  });

  it("says the same for a stored order code the server refuses as malformed", async () => {
    api.mockRejectedValue(new ApiError(400, "validation_failed", "orderId: Invalid"));
    showResult();
    const said = await resultSaid();
    expect(said).toContain("Không tìm thấy thanh toán này.");
    expect(said).not.toContain("Không thể kết nối");
  });

  it("offers to check again when the server could not be reached", async () => {
    api.mockRejectedValue(new ApiError(0, "network_error", "Failed to fetch"));
    showResult();
    expect(await resultSaid()).toContain("Không thể kết nối");
    expect(screen.queryByRole("button", { name: "Kiểm tra lại" })).not.toBeNull();
  });
});
