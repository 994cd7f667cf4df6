import { formatVnd, PAGE_PATHS, type PlacedOrder } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";

/** After checkout: the server's order id and total, and the promise to call. */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  return (
    <div className="container-page pb-16">
      <PageIntro title={t("checkout.success_title")} />
      <div role="status" className="mt-8 max-w-xl rounded-2xl border border-line bg-surface p-6">
        <p className="text-lg font-medium">{t("checkout.success_cod")}</p>
        <p className="mt-3" data-testid="order-id">
          {t("checkout.order_id", { orderId: order.orderId })}
        </p>
        <p className="mt-1">
          {t("checkout.total")}: <strong data-testid="order-total">{formatVnd(order.total)}</strong>
        </p>
        <ButtonLink to={PAGE_PATHS.products} variant="secondary" className="mt-6">
          {t("cart.continue_shopping")}
        </ButtonLink>
      </div>
    </div>
  );
}
