import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { PaymentNotifications } from "../orders";
import { ShippingSettingsForm } from "./shipping-settings";

/** /admin/settings: the shipping fee, and the payment gateways' notices to look at. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_settings")}>
      {(notify) => (
        <>
          <ShippingSettingsForm notify={notify} />
          <PaymentNotifications />
        </>
      )}
    </SectionPage>
  );
}
