import { isRefundableThroughGateway, type RefundMethod, type RefundRequest } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

const field = "mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm focus:border-accent";

export type RefundChoice = ReturnType<typeof useRefundChoice>;

/**
 * What the owner chooses for a refund: through the gateway the shopper paid with (VNPay, MoMo) or
 * recorded by hand with its reference (COD, transfer), and how much. A return's refund and an
 * order's refund without a return ask the same.
 */
export function useRefundChoice(paymentMethod: string, initialAmount = "") {
  const viaGateway = isRefundableThroughGateway(paymentMethod);
  const [method, setMethod] = useState<RefundMethod>(viaGateway ? "gateway" : "manual");
  const [amount, setAmount] = useState(initialAmount);
  const [reference, setReference] = useState("");
  return {
    paymentMethod,
    viaGateway,
    method,
    setMethod,
    amount,
    setAmount,
    reference,
    setReference,
    /** The request as the server reads it: an empty amount is all that is left to refund. */
    request(): RefundRequest {
      return {
        method,
        ...(amount ? { amount: Number(amount) } : {}),
        ...(method === "manual" ? { reference: reference.trim() } : {}),
      };
    },
  };
}

/**
 * The method, amount and (by hand) reference fields. With `refundable`, the amount may be left
 * empty for all of it; without, it must be given.
 */
export function RefundFields({ choice, refundable }: { choice: RefundChoice; refundable?: number }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label className="text-sm" htmlFor={`${id}-method`}>
        {t("returns_admin.refund_method")}
        <select
          id={`${id}-method`}
          value={choice.method}
          onChange={(event) => choice.setMethod(event.target.value as RefundMethod)}
          className={field}
        >
          {choice.viaGateway ? (
            <option value="gateway">
              {t("returns_admin.method_gateway", { gateway: choice.paymentMethod.toUpperCase() })}
            </option>
          ) : null}
          <option value="manual">{t("returns_admin.method_manual")}</option>
        </select>
      </label>
      <label className="text-sm" htmlFor={`${id}-amount`}>
        {t("returns_admin.refund_amount")}
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={1}
          max={refundable}
          placeholder={refundable === undefined ? undefined : String(refundable)}
          value={choice.amount}
          onChange={(event) => choice.setAmount(event.target.value)}
          className={field}
          required={refundable === undefined}
        />
      </label>
      {choice.method === "manual" ? (
        <label className="text-sm" htmlFor={`${id}-reference`}>
          {t("returns_admin.refund_reference")}
          <input
            id={`${id}-reference`}
            value={choice.reference}
            onChange={(event) => choice.setReference(event.target.value)}
            className={field}
            required
          />
        </label>
      ) : null}
    </>
  );
}
