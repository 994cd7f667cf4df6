import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { PaymentNotifications } from "../orders";
import { IncomingTransfers } from "./incoming-transfers";
import { PickupSettingsForm } from "./pickup-settings";
import { ShippingSettingsForm } from "./shipping-settings";
import { WebhooksSettings } from "./webhooks-settings";

/** /admin/settings: the shipping fee, the bank transfers to settle by hand, and the gateways' notices. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_settings")}>
      {(notify) => (
        <>
          <ShippingSettingsForm notify={notify} />
          <PickupSettingsForm notify={notify} />
          <IncomingTransfers notify={notify} />
          <PaymentNotifications />
          <WebhooksSettings notify={notify} />
        </>
      )}
    </SectionPage>
  );
}
