import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { BulkShipments } from "../shipments";
import { OrdersTable } from "./orders-table";

/** /admin/orders: the list, its filters and pages in the URL. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_orders")}>
      {(notify) => (
        <>
          <BulkShipments notify={notify} />
          <OrdersTable notify={notify} />
        </>
      )}
    </SectionPage>
  );
}
