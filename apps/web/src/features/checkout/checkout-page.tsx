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
import { SaleTermsAcceptance, useSaleTermsAcceptance } from "../sale-terms";
import { CheckoutConsent } from "./checkout-consent";
import { CustomerFields } from "./customer-fields";
import { OrderPlaced } from "./order-placed";
import { OrderSummary } from "./order-summary";
import { QuoteTotals } from "./quote-totals";
import { SavedAddressPicker } from "./saved-address-picker";
import { ShippingOptions } from "./shipping-options";
import { useCheckoutPricing } from "./use-checkout-pricing";
import { useCustomerForm } from "./use-customer-form";
import { usePlaceOrder } from "./use-place-order";
import { VoucherField } from "./voucher-field";

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
  const terms = useSaleTermsAcceptance();
  const { status } = order;
  const methods = getShopInfo().paymentMethods;
  const [method, setMethod] = useState<PaymentMethod>("cod");

  const priced = priceLines(selectedLines(lines, unselected), products.data ?? []);
  const orderable = priced.filter(isOrderable);
  const totals = cartTotals(orderable);
  // Hooks run on every render: the quote is asked once the lines are known (checkout-quote-api.ts).
  const pricing = useCheckoutPricing({
    lines: products.isSuccess ? orderable.map((row) => row.line) : [],
    province: form.values.province,
    ward: form.values.ward,
  });

  if (status.kind === "placed") return <OrderPlaced order={status.order} />;
  if (status.kind === "redirecting") return <LoadingText text={t("payment.redirecting")} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const consent = consentFromForm(event.currentTarget);
    if (order.isSubmitting()) return;
    let info: Awaited<ReturnType<typeof form.validate>>;
    try {
      info = await form.validate();
    } catch {
      order.failBeforeSending(t("error.network"));
      return;
    }
    if (!info || orderable.length === 0) return;
    // The terms must be read and ticked for the version in force (features/sale-terms).
    const termsVersion = terms.confirm();
    if (!termsVersion) return;
    await order.place(
      info,
      orderable.map((row) => row.line),
      method,
      form.setErrors,
      pricing.code,
      pricing.shipping,
      termsVersion,
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
          onFocus={form.prepareChecks}
          className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
        >
          <div className="space-y-6">
            <SavedAddressPicker onPick={form.fill} />
            <CustomerFields
              key={form.fills}
              values={form.values}
              errors={form.errors}
              onChange={form.change}
              onProvince={form.changeProvince}
              onWard={form.changeWard}
              fieldRefs={form.fieldRefs}
            />
            <ShippingOptions
              options={pricing.quote?.options ?? null}
              value={pricing.shipping}
              onChange={pricing.pickShipping}
              needsAddress={pricing.needsAddress}
              isLoading={pricing.isQuoting}
            />
            <VoucherField
              code={pricing.code}
              onCodeChange={pricing.setCode}
              onApply={pricing.applyCode}
              voucher={pricing.voucher}
              discount={pricing.quote?.discount ?? 0}
              isApplying={pricing.isQuoting}
            />
            <SaleTermsAcceptance acceptance={terms} />
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
            quotedTotals={pricing.quote ? <QuoteTotals quote={pricing.quote} /> : undefined}
          />
        </form>
      )}
    </div>
  );
}
