import { PAGE_PATHS, type PageName } from "@shop/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router";
import { LoadingText } from "../../../ui/spinner";

/** A section's page as its own chunk (the section folder's index.ts). */
function section(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}

const pages: ReadonlyArray<[PageName, ComponentType]> = [
  ["adminOrders", section(async () => (await import("../orders")).OrdersPage)],
  ["adminOrder", section(async () => (await import("../orders")).OrderPage)],
  ["adminReturns", section(async () => (await import("../returns")).ReturnsPage)],
  ["adminProducts", section(async () => (await import("../products")).ProductsPage)],
  ["adminProductNew", section(async () => (await import("../products")).NewProductPage)],
  ["adminEdit", section(async () => (await import("../products")).AdminEditPage)],
  ["adminCustomers", section(async () => (await import("../customers")).CustomersPage)],
  ["adminCustomer", section(async () => (await import("../customers")).CustomerPage)],
  ["adminPromotions", section(async () => (await import("../promotions")).PromotionsPage)],
  ["adminReviews", section(async () => (await import("../reviews")).ReviewsPage)],
  ["adminSettings", section(async () => (await import("../settings")).SettingsPage)],
  ["adminStaff", section(async () => (await import("../staff")).StaffPage)],
  ["adminAudit", section(async () => (await import("../audit")).AuditPage)],
  ["adminCodReconciliation", section(async () => (await import("../shipments")).CodReconciliationPage)],
];
const Overview = section(async () => (await import("../overview")).OverviewPage);

/** A path under /admin that is no section. */
function NoSection() {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 py-12 text-center">
      <h1 className="text-2xl font-semibold">{t("not_found.title")}</h1>
      <p className="text-muted">{t("not_found.message")}</p>
    </div>
  );
}

/** "/admin/orders/:id" → "orders/:id": the section routes sit below the router's "/admin/*". */
function below(path: string): string {
  return path.slice(PAGE_PATHS.admin.length + 1);
}

/**
 * The sections' routes, declared here rather than in app/router.tsx so that not even their paths
 * reach the storefront's first chunk (its budget is 130 KB gzip); each page is still its own chunk.
 */
export function AdminRoutes() {
  return (
    <Suspense fallback={<LoadingText />}>
      <Routes>
        <Route index Component={Overview} />
        {pages.map(([name, Component]) => (
          <Route key={name} path={below(PAGE_PATHS[name])} Component={Component} />
        ))}
        <Route path="*" Component={NoSection} />
      </Routes>
    </Suspense>
  );
}
