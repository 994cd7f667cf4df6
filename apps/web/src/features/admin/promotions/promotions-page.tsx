import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { VouchersSection } from "./vouchers-section";

/** /admin/promotions: the vouchers. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_promotions")}>
      {(notify) => <VouchersSection notify={notify} />}
    </SectionPage>
  );
}
