import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { OrdersTable } from "./orders-table";

/** /admin/orders: the list, its filters and pages in the URL. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_orders")}>
      {(notify) => <OrdersTable notify={notify} />}
    </SectionPage>
  );
}
