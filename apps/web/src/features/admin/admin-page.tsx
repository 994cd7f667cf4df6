import type { ProductInput } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { useCreateProduct } from "./admin-api";
import { AdminGate } from "./admin-gate";
import { AdminNotice, type AdminNotify, useAdminNotice } from "./admin-notice";
import { DashboardSection } from "./dashboard-section";
import { IncomingTransfers } from "./incoming-transfers";
import { OrdersTable } from "./orders-table";
import { PaymentNotifications } from "./payments-admin";
import { ProductForm } from "./product-form";
import { emptyDraft } from "./product-form-model";
import { ProductGrid } from "./product-grid";
import { ShippingSettingsForm } from "./shipping-settings";
import { UsersTables } from "./users-tables";
import { VouchersSection } from "./vouchers-section";

function AddProduct({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const createProduct = useCreateProduct();
  const save = async (input: ProductInput) => {
    await createProduct.mutateAsync(input);
    notify("success", t("admin.success_create_product"));
  };
  return (
    <section aria-labelledby="admin-add-product" className="space-y-4">
      <h2 id="admin-add-product" className="text-2xl font-semibold">
        {t("admin.add_product")}
      </h2>
      <ProductForm
        initial={emptyDraft()}
        productId="new"
        submitLabel={t("admin.create")}
        submittingLabel={t("admin.creating")}
        failureKey="admin.error_create_product"
        onSubmit={save}
        resetAfterSave={emptyDraft}
      />
    </section>
  );
}

function Dashboard() {
  const { notify, message } = useAdminNotice();
  return (
    <div className="space-y-14 py-8">
      <DashboardSection />
      <OrdersTable notify={notify} />
      <VouchersSection notify={notify} />
      <AddProduct notify={notify} />
      <ProductGrid notify={notify} />
      <UsersTables notify={notify} />
      <ShippingSettingsForm notify={notify} />
      <IncomingTransfers notify={notify} />
      <PaymentNotifications />
      <AdminNotice message={message} />
    </div>
  );
}

/**
 * Admin dashboard: its own lazy chunk (router.tsx), so no storefront visitor downloads
 * it; gated in the client (admin-gate.tsx) and, for every call, on the server.
 */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t("admin.title"));
  return (
    <div className="container-page">
      <PageIntro title={t("admin.title")}>
        <p>{t("admin.description")}</p>
      </PageIntro>
      <AdminGate>
        <Dashboard />
      </AdminGate>
    </div>
  );
}
