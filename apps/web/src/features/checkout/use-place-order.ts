import type { CustomerInfo, PaymentMethod, PlacedOrder, ShippingChoice } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";
import { type CartLine, removeOrderedLines, writeUnselectedKeys } from "../cart";
import type { ConsentChoice } from "../privacy";
import { SALE_TERMS_QUERY_KEY } from "../sale-terms";
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
  const queryClient = useQueryClient();
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
    /** The way to ship picked from the quote; the server quotes it again and charges its own fee. */
    shipping?: ShippingChoice,
    /** The sale terms the shopper ticked (features/sale-terms). */
    termsVersion?: string,
    /** The privacy notice shown and the marketing opt-in (features/privacy). */
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
          ...(shipping ? { shipping } : {}),
          ...(termsVersion ? { termsVersion } : {}),
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
      if (
        isApiError(error) &&
        (error.code === "shipping_not_offered" || error.code === "shipping_unavailable")
      ) {
        // The carrier cannot take the ward any more, or is down: the options are asked again.
        setStatus({
          kind: "failed",
          message: t(`shipping_checkout.error_${error.code.slice("shipping_".length)}`),
        });
        return;
      }
      if (isApiError(error) && (error.code === "terms_outdated" || error.code === "terms_unknown")) {
        // The terms changed since the page loaded: show the new ones, to be read and ticked again.
        void queryClient.invalidateQueries({ queryKey: SALE_TERMS_QUERY_KEY });
        setStatus({ kind: "failed", message: t("sale_terms.error_outdated") });
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

  /** A failure before the order could be sent (the form's rules could not be loaded). */
  const failBeforeSending = (message: string) => setStatus({ kind: "failed", message });

  return { status, isSubmitting: () => isSubmitting.current, place, failBeforeSending };
}
