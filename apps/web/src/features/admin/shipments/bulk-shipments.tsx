import { formatVnd, pagePath, SHIPMENT_CARRIER_NAMES, type ShipmentCarrier } from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, useAdminSession } from "../common";
import { shipmentError, shipmentFailureText } from "./shipment-messages";
import { useCreateShipments, useOrdersWaitingForShipment, useShipmentCarriers } from "./shipments-api";

/**
 * The orders list's "create shipments": the confirmed orders, ticked, booked with one carrier in
 * one go. Each order is booked or listed with why not; the booked ones move to `shipping`.
 */
export function BulkShipments({ notify }: { notify: AdminNotify }) {
  const { can } = useAdminSession();
  return can("shipments") ? <BulkShipmentsPanel notify={notify} /> : null;
}

function BulkShipmentsPanel({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const carriers = useShipmentCarriers();
  const waiting = useOrdersWaitingForShipment();
  const create = useCreateShipments();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [carrier, setCarrier] = useState<ShipmentCarrier | "">("");
  const [problems, setProblems] = useState<string[]>([]);

  if (carriers.isPending || waiting.isPending) return <LoadingText />;
  if (carriers.isError || waiting.isError) return null;
  const configured = carriers.data.carriers;
  const orders = waiting.data.items;
  if (configured.length === 0 || orders.length === 0) return null;
  const chosen = carrier || configured[0];
  const selected = orders.filter((order) => picked.has(order.id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const submit = async () => {
    if (!chosen || selected.length === 0) return;
    setProblems([]);
    try {
      const result = await create.mutateAsync({
        orderIds: selected.map((order) => order.id),
        carrier: chosen,
      });
      setPicked(new Set());
      setProblems(
        result.failed.map(
          (failed) => `${failed.orderId ?? failed.id}: ${shipmentFailureText(failed.code, t)}`,
        ),
      );
      notify(
        result.failed.length === 0 ? "success" : "alert",
        t("shipments.bulk_result", { created: result.created.length, failed: result.failed.length }),
      );
    } catch (error) {
      notify("alert", shipmentError("shipments.error_create", error, t));
    }
  };

  return (
    <section
      aria-labelledby="bulk-shipments"
      className="space-y-3 rounded-xl border border-line bg-surface p-4 print:hidden"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bulk-shipments" className="font-semibold">
          {t("shipments.bulk_title", { count: orders.length })}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-accent"
            checked={selected.length === orders.length}
            onChange={(event) =>
              setPicked(event.target.checked ? new Set(orders.map((order) => order.id)) : new Set())
            }
          />
          {t("shipments.bulk_select_all")}
        </label>
      </div>
      <ul
        className="max-h-64 divide-y divide-line overflow-y-auto text-sm"
        data-testid="orders-waiting-for-shipment"
      >
        {orders.map((order) => (
          <li key={order.id} className="flex items-center gap-3 py-2">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent"
              checked={picked.has(order.id)}
              onChange={(event) => toggle(order.id, event.target.checked)}
              aria-label={t("shipments.bulk_pick", { orderId: order.orderId })}
            />
            <Link
              to={pagePath("adminOrder", { id: order.id })}
              className="font-mono text-xs text-accent-strong underline-offset-2 hover:underline"
            >
              {order.orderId}
            </Link>
            <span className="min-w-0 grow truncate">{order.customerInfo.fullName}</span>
            <span className="tabular-nums whitespace-nowrap">{formatVnd(order.total)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("shipments.choose_carrier")}
          <select
            value={chosen}
            onChange={(event) => setCarrier(event.target.value as ShipmentCarrier)}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            {configured.map((name) => (
              <option key={name} value={name}>
                {SHIPMENT_CARRIER_NAMES[name]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={create.isPending || selected.length === 0}
          onClick={() => void submit()}
          className="tap rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong disabled:opacity-50"
        >
          {create.isPending
            ? t("shipments.creating")
            : t("shipments.bulk_create", { count: selected.length })}
        </button>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
