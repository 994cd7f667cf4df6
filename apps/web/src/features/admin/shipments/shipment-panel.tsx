import {
  type AdminOrder,
  type AdminShipment,
  formatVnd,
  LANGUAGES,
  type Language,
  SHIPMENT_CARRIER_NAMES,
  type ShipmentCarrier,
} from "@shop/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, failure, useAdminSession } from "../common";
import { shipmentError, shipmentFailureText } from "./shipment-messages";
import {
  openLabel,
  openPackingSlip,
  useCancelOrderWithParcel,
  useCreateShipments,
  useOrderShipment,
} from "./shipments-api";

const button =
  "tap rounded-full border border-line px-4 text-sm font-medium hover:border-accent hover:text-accent disabled:opacity-50";
const primary =
  "tap rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong disabled:opacity-50";
const destructive =
  "tap rounded-full border border-red-800/40 px-4 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-50";

/** The interface's language for the printed slip; Vietnamese for anything else. */
export function staffLanguage(language: string): Language {
  return LANGUAGES.find((candidate) => language.startsWith(candidate)) ?? "vi";
}

/** The booked parcel: carrier, tracking code (with the carrier's tracking page), status and money. */
function ShipmentFacts({ shipment }: { shipment: AdminShipment }) {
  const { t } = useTranslation();
  const rows: Array<[string, React.ReactNode]> = [
    [t("shipments.carrier"), SHIPMENT_CARRIER_NAMES[shipment.carrier]],
    [
      t("shipments.tracking_code"),
      <a
        key="code"
        href={shipment.trackingUrl}
        target="_blank"
        rel="noreferrer"
        className="font-mono text-accent-strong underline-offset-2 hover:underline"
        data-testid="shipment-tracking-code"
      >
        {shipment.trackingCode}
      </a>,
    ],
    [
      t("shipments.status"),
      <span key="status" data-testid="shipment-status">
        {t(`shipments.status_${shipment.status}`)}
      </span>,
    ],
    [t("shipments.fee"), formatVnd(shipment.fee)],
    [
      t("shipments.cod_amount"),
      shipment.codAmount > 0 ? formatVnd(shipment.codAmount) : t("shipments.cod_none"),
    ],
  ];
  if (shipment.codCollected !== null)
    rows.push([t("shipments.cod_collected"), formatVnd(shipment.codCollected)]);
  if (shipment.expectedDeliveryDate)
    rows.push([t("shipments.expected_delivery"), shipment.expectedDeliveryDate]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The order page's shipment panel: book the carrier for a confirmed order, then its tracking, the
 * label and the packing slip. A carrier that is down or refuses is said in words, and the order
 * stays as it was (the server books before it moves the order).
 */
export function ShipmentPanel(props: { order: AdminOrder; notify: AdminNotify }) {
  const { can } = useAdminSession();
  return can("shipments") ? <OrderShipmentPanel {...props} /> : null;
}

/**
 * A parcel the carrier has not picked up yet can be cancelled with the order: the server asks the
 * carrier first and leaves both as they were when it refuses or does not answer (the reason, in
 * words, in the notice).
 */
function CancelParcel({
  order,
  shipment,
  notify,
}: {
  order: AdminOrder;
  shipment: AdminShipment;
  notify: AdminNotify;
}) {
  const { t } = useTranslation();
  const dialog = useConfirmDialog();
  const cancelOrder = useCancelOrderWithParcel();
  const cancel = async () => {
    const confirmed = await dialog.confirm({
      message: t("shipments.confirm_cancel_parcel", { code: shipment.trackingCode, orderId: order.orderId }),
      confirmLabel: t("shipments.cancel_parcel"),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await cancelOrder.mutateAsync(order.id);
      notify("success", t("shipments.cancelled_parcel"));
    } catch (error) {
      notify("alert", failure("shipments.error_cancel", error, t));
    }
  };
  return (
    <div className="space-y-2 border-t border-line pt-3">
      <p className="text-sm text-muted">{t("shipments.cancel_parcel_hint")}</p>
      <button
        type="button"
        disabled={cancelOrder.isPending}
        onClick={() => void cancel()}
        className={destructive}
      >
        {t("shipments.cancel_parcel")}
      </button>
      {dialog.element}
    </div>
  );
}

function OrderShipmentPanel({ order, notify }: { order: AdminOrder; notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const shipment = useOrderShipment(order.id);
  const create = useCreateShipments();
  const [carrier, setCarrier] = useState<ShipmentCarrier | "">("");
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, errorKey: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify("alert", shipmentError(errorKey, error, t));
    } finally {
      setBusy(false);
    }
  };

  const book = (chosen: ShipmentCarrier) =>
    run(async () => {
      const result = await create.mutateAsync({ orderIds: [order.id], carrier: chosen });
      const [created] = result.created;
      const [failed] = result.failed;
      if (created) notify("success", t("shipments.created", { code: created.trackingCode }));
      else if (failed)
        notify(
          "alert",
          `${t("shipments.error_create", { message: "" }).trim()} ${shipmentFailureText(failed.code, t)}`,
        );
    }, "shipments.error_create");

  let body: React.ReactNode;
  if (shipment.isPending) body = <LoadingText />;
  else if (shipment.isError)
    body = <p role="alert">{shipmentError("shipments.error_load", shipment.error, t)}</p>;
  else if (shipment.data.shipment) body = <ShipmentFacts shipment={shipment.data.shipment} />;
  else if (order.status !== "confirmed")
    body = <p className="text-sm text-muted">{t("shipments.confirm_first")}</p>;
  else if (shipment.data.carriers.length === 0)
    body = <p className="text-sm text-muted">{t("shipments.no_carrier_configured")}</p>;
  else {
    const chosen = carrier || shipment.data.carriers[0];
    body = (
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("shipments.choose_carrier")}
          <select
            value={chosen}
            onChange={(event) => setCarrier(event.target.value as ShipmentCarrier)}
            className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            {shipment.data.carriers.map((name) => (
              <option key={name} value={name}>
                {SHIPMENT_CARRIER_NAMES[name]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || !chosen}
          onClick={() => chosen && void book(chosen)}
          className={primary}
        >
          {busy ? t("shipments.creating") : t("shipments.create")}
        </button>
      </div>
    );
  }

  const booked = shipment.data?.shipment;
  return (
    <section
      aria-labelledby="order-shipment"
      className="space-y-3 rounded-xl border border-line bg-surface p-4 print:hidden"
    >
      <h2 id="order-shipment" className="font-semibold">
        {t("shipments.panel_title")}
      </h2>
      {body}
      {booked?.status === "awaiting_pickup" && order.status === "shipping" && (
        <CancelParcel order={order} shipment={booked} notify={notify} />
      )}
      <div className="flex flex-wrap gap-2">
        {booked && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => openLabel(order.id), "shipments.error_label")}
            className={button}
          >
            {t("shipments.print_label")}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(() => openPackingSlip(order.id, staffLanguage(i18n.language)), "shipments.error_slip")
          }
          className={button}
        >
          {t("shipments.packing_slip")}
        </button>
      </div>
    </section>
  );
}
