import type { RefundRequest } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { RefundFields, useRefundChoice } from "./refund-fields";

const t = i18n.getFixedT("vi");

/** A form as the order page and a return's card hold one: what it sends on submit is kept. */
function RefundFormUnderTest({
  paymentMethod,
  initialAmount,
  refundable,
  sent,
}: {
  paymentMethod: string;
  initialAmount?: string;
  refundable?: number;
  sent: RefundRequest[];
}) {
  const choice = useRefundChoice(paymentMethod, initialAmount);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent.push(choice.request());
      }}
    >
      <RefundFields choice={choice} refundable={refundable} />
      <button type="submit">OK</button>
    </form>
  );
}

describe("refund fields", () => {
  it("offers the gateway the shopper paid with, and an empty amount refunds all that is left", async () => {
    const sent: RefundRequest[] = [];
    render(<RefundFormUnderTest paymentMethod="vnpay" refundable={450_000} sent={sent} />);
    const method = screen.getByLabelText<HTMLSelectElement>(t("returns_admin.refund_method"));
    expect(method.value).toBe("gateway");
    expect([...method.options].map((option) => option.text)).toEqual([
      t("returns_admin.method_gateway", { gateway: "VNPAY" }),
      t("returns_admin.method_manual"),
    ]);
    expect(screen.queryByLabelText(t("returns_admin.refund_reference"))).toBeNull();
    const amount = screen.getByLabelText<HTMLInputElement>(t("returns_admin.refund_amount"));
    expect([amount.placeholder, amount.max, amount.required]).toEqual(["450000", "450000", false]);

    await userEvent.click(screen.getByRole("button", { name: "OK" }));

    expect(sent).toEqual([{ method: "gateway" }]);
  });

  it("records a cash-on-delivery refund by hand, with its reference trimmed and the amount asked", async () => {
    const sent: RefundRequest[] = [];
    render(<RefundFormUnderTest paymentMethod="cod" initialAmount="300000" sent={sent} />);
    const method = screen.getByLabelText<HTMLSelectElement>(t("returns_admin.refund_method"));
    expect([...method.options].map((option) => option.value)).toEqual(["manual"]);
    const amount = screen.getByLabelText<HTMLInputElement>(t("returns_admin.refund_amount"));
    expect(amount.required).toBe(true);
    await userEvent.clear(amount);
    await userEvent.type(amount, "250000");
    await userEvent.type(screen.getByLabelText(t("returns_admin.refund_reference")), "  FT123  ");

    await userEvent.click(screen.getByRole("button", { name: "OK" }));

    expect(sent).toEqual([{ method: "manual", amount: 250_000, reference: "FT123" }]);
  });

  it("asks for the reference once the owner turns a gateway refund into one made by hand", async () => {
    const sent: RefundRequest[] = [];
    render(<RefundFormUnderTest paymentMethod="momo" refundable={100_000} sent={sent} />);
    await userEvent.selectOptions(screen.getByLabelText(t("returns_admin.refund_method")), "manual");
    const reference = screen.getByLabelText<HTMLInputElement>(t("returns_admin.refund_reference"));
    expect(reference.required).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(sent).toEqual([]);

    await userEvent.type(reference, "TK-9");
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(sent).toEqual([{ method: "manual", reference: "TK-9" }]);
  });
});
