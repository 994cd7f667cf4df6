import type { OrderEvent, PaymentStatus } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/dates";

/** "Đã thanh toán", "Paid"…: the payment status in the shopper's language. */
export function usePaymentStatusText(): (status: PaymentStatus) => string {
  const { t } = useTranslation();
  return (status) => t(`order_tracking.payment_${status}`);
}

/**
 * An order's timeline, oldest first: what happened, when, and by whom (the shopper, the shop or the
 * system). Shared by the account page, the guest lookup and the admin's order table.
 */
export function OrderTimeline({
  events,
  showActorEmail = false,
}: {
  events: ReadonlyArray<OrderEvent & { actorEmail?: string | null }>;
  showActorEmail?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const paymentText = usePaymentStatusText();
  return (
    <ol className="grid gap-2 border-l-2 border-line pl-4 text-sm" data-testid="order-timeline">
      {events.map((event, index) => {
        const what =
          event.kind === "placed"
            ? t("order_tracking.event_placed")
            : event.kind === "payment"
              ? t("order_tracking.event_payment", { status: paymentText(event.to as PaymentStatus) })
              : t("order_tracking.event_status", { status: t(`account.status_${event.to}`) });
        const who =
          showActorEmail && event.actorEmail ? event.actorEmail : t(`order_tracking.actor_${event.actor}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-surface bg-accent"
            />
            <p className="font-medium">{what}</p>
            <p className="text-muted">
              <time dateTime={event.at}>{formatDate(event.at, i18n.language, { withTime: true })}</time> ·{" "}
              {who}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
