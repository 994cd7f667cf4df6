import { type AdminOrder, canChangeOrderStatus, type OrderStatus } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import type { AdminNotify } from "../common";
import { failure, useSetOrderStatus, useSetPaymentStatus } from "../common";

type OrderRef = Pick<AdminOrder, "id" | "orderId" | "status" | "paymentStatus">;

/** The lifecycle's forward moves, in the order a parcel makes them, each with its button label. */
export const STATUS_ACTIONS: ReadonlyArray<{ to: OrderStatus; label: string; destructive?: boolean }> = [
  { to: "confirmed", label: "order_tracking.admin_confirm" },
  { to: "shipping", label: "order_tracking.admin_ship" },
  { to: "delivered", label: "workplace.action_delivered" },
  { to: "cancelled", label: "order_tracking.admin_cancel", destructive: true },
];

/** The moves the shared lifecycle (order-lifecycle.ts) allows from the order's status. */
export function allowedActions(status: OrderStatus) {
  return STATUS_ACTIONS.filter(({ to }) => canChangeOrderStatus(status, to));
}

/** The one move a row of the list offers: the next step forward, never cancelling. */
export function primaryAction(status: OrderStatus) {
  return allowedActions(status).find(({ destructive }) => !destructive);
}

/**
 * Every change of an order's status or payment, each asked in the shop's dialog before anything
 * is sent: a mis-click in a list of orders must not move a parcel or a customer's history. The
 * spec's delivered box is one of them (ticked: delivered; unticked: back to pending).
 */
export function useOrderActions(notify: AdminNotify) {
  const { t } = useTranslation();
  const dialog = useConfirmDialog();
  const setOrderStatus = useSetOrderStatus();
  const setPaymentStatus = useSetPaymentStatus();

  const move = async (order: OrderRef, to: OrderStatus) => {
    const action = STATUS_ACTIONS.find((candidate) => candidate.to === to);
    const message =
      to === "cancelled"
        ? t("order_tracking.admin_confirm_cancel", { orderId: order.orderId })
        : t("workplace.confirm_status", {
            orderId: order.orderId,
            from: t(`admin.status_${order.status}`),
            to: t(`admin.status_${to}`),
          });
    const confirmed = await dialog.confirm({
      message,
      confirmLabel: action ? t(action.label) : t("workplace.action_back_to_pending"),
      destructive: action?.destructive ?? to === "pending",
    });
    if (!confirmed) return false;
    try {
      await setOrderStatus.mutateAsync({ id: order.id, status: to });
      notify("success", t("admin.success_update_order_status"));
      return true;
    } catch (error) {
      notify("alert", failure("admin.error_update_order_status", error, t));
      return false;
    }
  };

  const markPaid = async (order: OrderRef) => {
    const confirmed = await dialog.confirm({
      message: t("workplace.confirm_paid", { orderId: order.orderId }),
      confirmLabel: t("order_tracking.admin_mark_paid"),
    });
    if (!confirmed) return;
    try {
      await setPaymentStatus.mutateAsync({ id: order.id, paymentStatus: "paid" });
      notify("success", t("order_tracking.admin_saved"));
    } catch (error) {
      notify("alert", failure("order_tracking.error_update", error, t));
    }
  };

  return {
    move,
    /** The delivered box: asks, then sets delivered (ticked) or pending (unticked). */
    toggleDelivered: (order: OrderRef, delivered: boolean) =>
      move(order, delivered ? "delivered" : "pending"),
    markPaid,
    isBusy: setOrderStatus.isPending || setPaymentStatus.isPending,
    dialog: dialog.element,
  };
}
