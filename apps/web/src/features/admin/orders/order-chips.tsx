import type { OrderStatus, PaymentStatus } from "@shop/shared";
import { useTranslation } from "react-i18next";

const chip = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap";

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  shipping: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-700",
  returned: "bg-rose-100 text-rose-900",
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  unpaid: "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
  paid: "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200",
  refunded: "bg-stone-100 text-stone-700 ring-1 ring-stone-200",
  partially_refunded: "bg-violet-50 text-violet-900 ring-1 ring-violet-200",
};

/** An order's status as a coloured, translated chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${chip} ${STATUS_TONES[status]}`} data-testid="order-status">
      {t(`admin.status_${status}`)}
    </span>
  );
}

/** Whether the order is paid, as a chip. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${chip} ${PAYMENT_TONES[status]}`} data-testid="order-payment">
      {t(`order_tracking.payment_${status}`)}
    </span>
  );
}

/** The payment method in words ("Cash on delivery", "Bank transfer"), never the stored code. */
export function paymentMethodLabel(method: string, t: (key: string) => string): string {
  return t(`workplace.method_${method}`);
}
