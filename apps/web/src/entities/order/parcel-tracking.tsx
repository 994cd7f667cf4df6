import { SHIPMENT_CARRIER_NAMES, type ShipmentTracking } from "@shop/shared";
import { useTranslation } from "react-i18next";

/**
 * The parcel of an order as its customer sees it (account, guest lookup): the carrier, the
 * tracking code, where the parcel is, and a link to the carrier's own tracking page.
 */
export function ParcelTracking({ shipment }: { shipment: ShipmentTracking | null | undefined }) {
  const { t } = useTranslation();
  if (!shipment) return null;
  return (
    <div className="mt-4 rounded-xl border border-line bg-sand/40 p-3 text-sm" data-testid="parcel-tracking">
      <p className="font-medium">{t("shipments.tracking_title")}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t("shipments.carrier")}</dt>
        <dd>{SHIPMENT_CARRIER_NAMES[shipment.carrier]}</dd>
        <dt className="text-muted">{t("shipments.tracking_code")}</dt>
        <dd className="font-mono break-all" data-testid="parcel-tracking-code">
          {shipment.trackingCode}
        </dd>
        <dt className="text-muted">{t("shipments.status")}</dt>
        <dd>{t(`shipments.status_${shipment.status}`)}</dd>
      </dl>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noreferrer"
        className="tap mt-2 inline-flex items-center text-accent-strong underline underline-offset-4"
      >
        {t("shipments.tracking_link")}
      </a>
    </div>
  );
}
