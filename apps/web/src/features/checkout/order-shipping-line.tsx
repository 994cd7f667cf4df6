import type { OrderShipping } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/dates";
import { carrierNameKey } from "./carrier-name";

/** After the order: who carries it and the day the carrier expected, as the order stored them. */
export function OrderShippingLine({ shipping }: { shipping: OrderShipping }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="mt-1 text-sm">
      <span className="font-medium">{t("shipping_checkout.carrier_label")}:</span>{" "}
      <span data-testid="order-carrier">{t(carrierNameKey(shipping.carrier))}</span>
      {shipping.expectedDeliveryDate && (
        <>
          {" · "}
          <span data-testid="order-delivery-date">
            {t("shipping_checkout.expected", {
              date: formatDate(shipping.expectedDeliveryDate, i18n.language),
            })}
          </span>
        </>
      )}
    </p>
  );
}
