import { PAGE_PATHS, type PaymentMethod } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import {
  cartTotals,
  isOrderable,
  priceLines,
  readUnselectedKeys,
  selectedLines,
  useCartLines,
  useCartProducts,
} from "../cart";
import { consentFromForm } from "../privacy";
import { CheckoutConsent } from "./checkout-consent";
import { CustomerFields } from "./customer-fields";
import { OrderPlaced } from "./order-placed";
import { OrderSummary } from "./order-summary";
import { useCustomerForm } from "./use-customer-form";
import { usePlaceOrder } from "./use-place-order";

/**
 * Checkout: the shipping form (customer-fields.tsx), the summary of the checked cart lines with the
 * payment choice the server offers and one pay button (order-summary.tsx), and the submission
 * (use-place-order.ts), which sends the shopper on to VNPay or MoMo when they chose it.
 * The server prices the order; the page only shows its answer.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t("checkout.title"), t("checkout.description"));
  const lines = useCartLines();
  const [unselected] = useState(() => readUnselectedKeys());
  const products = useCartProducts(lines.map((line) => line.id));
  const form = useCustomerForm();
  const order = usePlaceOrder();
  const [voucherCode, setVoucherCode] = useState("");
  const { status } = order;
  const methods = getShopInfo().paymentMethods;
  const [method, setMethod] = useState<PaymentMethod>("cod");

  if (status.kind === "placed") return <OrderPlaced order={status.order} />;
  if (status.kind === "redirecting") return <LoadingText text={t("payment.redirecting")} />;

  const priced = priceLines(selectedLines(lines, unselected), products.data ?? []);
  const orderable = priced.filter(isOrderable);
  const totals = cartTotals(orderable);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const consent = consentFromForm(event.currentTarget);
    if (order.isSubmitting()) return;
    const info = form.validate();
    if (!info || orderable.length === 0) return;
    await order.place(
      info,
      orderable.map((row) => row.line),
      method,
      form.setErrors,
      voucherCode,
      consent,
    );
  };

  const isBusy = status.kind === "submitting";
  return (
    <div className="container-page pb-16">
      <PageIntro title={t("checkout.title")}>
        <p>{t("checkout.description")}</p>
      </PageIntro>
      {lines.length === 0 || (products.isSuccess && orderable.length === 0) ? (
        <div className="py-10">
          <p className="text-lg">{t("checkout.empty_cart")}</p>
          <ButtonLink to={PAGE_PATHS.products} variant="secondary" className="mt-6">
            {t("cart.continue_shopping")}
          </ButtonLink>
        </div>
      ) : products.isPending ? (
        <LoadingText text={t("checkout.loading")} />
      ) : products.isError ? (
        <div role="alert" className="py-10">
          <p>{t("checkout.error_prices")}</p>
          <button
            type="button"
            onClick={() => void products.refetch()}
            className="tap mt-4 rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
          >
            {t("common.retry")}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
        >
          <div className="space-y-6">
            <CustomerFields
              values={form.values}
              errors={form.errors}
              onChange={form.change}
              onProvince={form.changeProvince}
              onWard={form.changeWard}
              fieldRefs={form.fieldRefs}
            />
            <div>
              <label className="block text-sm font-medium" htmlFor="checkout-voucher">
                {t("vouchers.code_label")}
              </label>
              <input
                id="checkout-voucher"
                name="voucherCode"
                value={voucherCode}
                onChange={(event) => setVoucherCode(event.target.value.toUpperCase())}
                maxLength={32}
                autoComplete="off"
                placeholder={t("vouchers.code_placeholder")}
                className="mt-1 w-full max-w-xs rounded-lg border border-line bg-surface px-3 py-2 uppercase"
              />
              <p className="mt-1 text-xs text-muted">{t("vouchers.code_hint")}</p>
            </div>
            <CheckoutConsent />
          </div>

          <OrderSummary
            rows={orderable}
            totals={totals}
            failure={status.kind === "failed" ? status.message : null}
            isBusy={isBusy}
            methods={methods}
            method={method}
            onMethodChange={setMethod}
          />
        </form>
      )}
    </div>
  );
}
