import type { CustomerInfo, PaymentMethod, PlacedOrder } from "@shop/shared";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";
import { type CartLine, removeOrderedLines, writeUnselectedKeys } from "../cart";
import type { ConsentChoice } from "../privacy";
import { newIdempotencyKey, placeOrder } from "./checkout-api";
import { type CustomerErrors, customerErrorsFromServer } from "./checkout-form";
import { rememberPendingPayment } from "./pending-payment";

export type OrderStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "failed"; message: string }
  | { kind: "placed"; order: PlacedOrder }
  /** On the way to the gateway's page (VNPay, MoMo). */
  | { kind: "redirecting" };

/**
 * The submission: one order per checkout attempt, whatever the clicks and retries, the ordered
 * lines taken out of the cart once the server has the order, and a translated failure otherwise.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderStatus>({ kind: "idle" });
  /** One key per checkout attempt: a double click or a retry after a lost answer is the same order. */
  const idempotencyKey = useRef(newIdempotencyKey());
  /** Set synchronously, before React re-renders the disabled button: a second click is ignored. */
  const isSubmitting = useRef(false);

  const place = async (
    customerInfo: CustomerInfo,
    ordered: readonly CartLine[],
    paymentMethod: PaymentMethod,
    showFieldErrors: (errors: CustomerErrors) => void,
    voucherCode = "",
    consent?: ConsentChoice,
  ) => {
    isSubmitting.current = true;
    setStatus({ kind: "submitting" });
    try {
      const order = await placeOrder(
        {
          paymentMethod,
          customerInfo,
          items: ordered.map((line) => ({ productId: line.id, color: line.color, quantity: line.quantity })),
          language: currentLanguage(),
          ...(voucherCode.trim() ? { voucherCode: voucherCode.trim() } : {}),
          ...consent,
        },
        idempotencyKey.current,
      );
      removeOrderedLines(ordered);
      writeUnselectedKeys([]);
      idempotencyKey.current = newIdempotencyKey();
      if (order.paymentUrl) {
        // The return page (/payment/result) asks the server about this order with its key.
        rememberPendingPayment({ orderId: order.orderId, key: order.id, paymentUrl: order.paymentUrl });
        setStatus({ kind: "redirecting" });
        window.location.assign(order.paymentUrl);
        return;
      }
      setStatus({ kind: "placed", order });
      window.scrollTo({ top: 0 });
    } catch (error) {
      showFieldErrors(isApiError(error) ? customerErrorsFromServer(error.fields) : {});
      if (isApiError(error) && error.code.startsWith("voucher_")) {
        // A refused code is the shopper's to fix: say why, in their language.
        setStatus({ kind: "failed", message: t(`vouchers.refused_${error.code}`) });
        return;
      }
      const detail =
        isApiError(error) && error.code === "too_many_requests" ? ` ${t("error.too_many_requests")}` : "";
      // Sold out between the cart and the submit: say so; the cart shows which line (stockLeft).
      const message =
        isApiError(error) && error.code === "out_of_stock"
          ? t("stock.error_out_of_stock")
          : `${t("checkout.error_cod")}${detail}`;
      setStatus({ kind: "failed", message });
    } finally {
      isSubmitting.current = false;
    }
  };

  return { status, isSubmitting: () => isSubmitting.current, place };
}
