import type { CustomerReturn, OrderLine } from "@shop/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../app/providers";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { createQueryClient } from "../../lib/query-client";
import { OrderReturns } from "./order-returns";
import { requestReturn, useOrderReturns } from "./returns-api";

vi.mock("./returns-api", async (original) => ({
  ...(await original<typeof import("./returns-api")>()),
  requestReturn: vi.fn(),
  useOrderReturns: vi.fn(),
}));
const send = vi.mocked(requestReturn);
const list = vi.mocked(useOrderReturns);

const ITEMS: OrderLine[] = [
  { productId: "p-red", name: "Túi đỏ", color: "#d32f2f", unitPrice: 1_000_000, quantity: 2 },
  { productId: "p-black", name: "Túi đen", color: "#000000", unitPrice: 900_000, quantity: 1 },
];

function listed(items: CustomerReturn[]) {
  list.mockReturnValue({ data: items, isError: false } as unknown as ReturnType<typeof useOrderReturns>);
}

function renderReturns(status: "delivered" | "shipping" = "delivered") {
  render(
    <Providers queryClient={createQueryClient()}>
      <OrderReturns
        order={{ orderId: "ORDER1", status, items: ITEMS }}
        proof={{ kind: "guest", phone: "0907654321" }}
      />
    </Providers>,
  );
}

beforeEach(() => {
  send.mockReset();
  list.mockReset();
  listed([]);
});
afterEach(() => vi.restoreAllMocks());

describe("a buyer's return request", () => {
  it("offers no return before the order is delivered", () => {
    renderReturns("shipping");
    expect(screen.queryByRole("button", { name: i18n.t("returns.open_form") })).toBeNull();
  });

  it("sends the chosen line, its quantity, the reason, the message and the photos", async () => {
    send.mockResolvedValue({} as CustomerReturn);
    renderReturns();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("returns.open_form") }));
    const form = screen.getByTestId("return-form");
    await userEvent.click(within(form).getAllByRole("checkbox")[0] as HTMLElement);
    await userEvent.selectOptions(within(form).getByRole("combobox"), "2");
    await userEvent.click(within(form).getByRole("radio", { name: i18n.t("returns.reason_wrong_item") }));
    await userEvent.type(within(form).getByLabelText(i18n.t("returns.note")), "Sai màu");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "tui.jpg", { type: "image/jpeg" });
    await userEvent.upload(within(form).getByLabelText(i18n.t("returns.photos", { max: 5 })), photo);
    await userEvent.click(within(form).getByRole("button", { name: i18n.t("returns.submit") }));

    expect(send).toHaveBeenCalledWith(
      {
        orderId: "ORDER1",
        reason: "wrong_item",
        note: "Sai màu",
        lines: [{ productId: "p-red", color: "#d32f2f", quantity: 2 }],
      },
      [photo],
      { kind: "guest", phone: "0907654321" },
    );
    expect(await screen.findByText(i18n.t("returns.sent"))).toBeTruthy();
  });

  it("asks for a line and a reason before sending anything", async () => {
    renderReturns();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("returns.open_form") }));
    await userEvent.click(screen.getByRole("button", { name: i18n.t("returns.submit") }));
    expect(screen.getByRole("alert").textContent).toBe(i18n.t("returns.error_no_lines"));
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the buyer's language", async () => {
    send.mockRejectedValue(
      new ApiError(409, "return_window_closed", "A return with this reason may be asked for within 7 days"),
    );
    renderReturns();
    await userEvent.click(screen.getByRole("button", { name: i18n.t("returns.open_form") }));
    await userEvent.click(screen.getAllByRole("checkbox")[1] as HTMLElement);
    await userEvent.click(screen.getByRole("radio", { name: i18n.t("returns.reason_changed_mind") }));
    await userEvent.click(screen.getByRole("button", { name: i18n.t("returns.submit") }));
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("returns.error_window_closed"));
  });

  it("shows a return's state and what was refunded", () => {
    listed([
      {
        id: "7f2c1b1e-0000-4000-8000-000000000001",
        orderId: "ORDER1",
        status: "refunded",
        reason: "wrong_item",
        note: "",
        lines: [{ productId: "p-red", name: "Túi đỏ", color: "#d32f2f", unitPrice: 1_000_000, quantity: 1 }],
        photos: [],
        staffMessage: "Đã nhận hàng",
        linesValue: 1_000_000,
        refundedAmount: 1_000_000,
        exchangeOrderId: null,
        createdAt: "2026-11-20T03:00:00.000Z",
        updatedAt: "2026-11-21T03:00:00.000Z",
      },
    ]);
    renderReturns();
    expect(screen.getByTestId("return-status").textContent).toBe(i18n.t("returns.status_refunded"));
    expect(screen.getByTestId("return-refunded").textContent).toBe(
      i18n.t("returns.refunded_amount", { amount: "1.000.000 VNĐ" }),
    );
  });
});
