import { formatVnd, PAGE_PATHS, type PlacedOrder } from "@shop/shared";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { currentLanguage } from "../../lib/i18n";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText, Spinner } from "../../ui/spinner";
import { useCartProducts } from "../cart/cart-api";
import { readUnselectedKeys, selectedLines, writeUnselectedKeys } from "../cart/cart-selection";
import { removeOrderedLines, useCartLines } from "../cart/cart-storage";
import { cartTotals, isOrderable, priceLines } from "../cart/cart-totals";
import { TotalsList } from "../cart/totals-list";
import { colourNameKey } from "../catalog/colour-name";
import { newIdempotencyKey, placeOrder } from "./checkout-api";
import {
  CUSTOMER_FIELDS,
  type CustomerErrors,
  type CustomerField,
  customerErrorsFromServer,
  validateCustomerInfo,
} from "./checkout-form";

const FIELD_INPUT: Record<
  CustomerField,
  { label: string; placeholder: string; type: string; autoComplete: string; inputMode?: "tel" | "email" }
> = {
  fullName: {
    label: "checkout.full_name",
    placeholder: "checkout.full_name_placeholder",
    type: "text",
    autoComplete: "name",
  },
  phone: {
    label: "checkout.phone",
    placeholder: "checkout.phone_placeholder",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
  },
  email: {
    label: "checkout.email",
    placeholder: "checkout.email_placeholder",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
  },
  address: {
    label: "checkout.address",
    placeholder: "checkout.address_placeholder",
    type: "text",
    autoComplete: "street-address",
  },
};

type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "failed"; message: string }
  | { kind: "placed"; order: PlacedOrder };

/**
 * Checkout: the shipping form, the summary of the checked cart lines, and one
 * pay button for cash on delivery. The server prices the order; the page only shows its answer.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t("checkout.title"), t("checkout.description"));
  const lines = useCartLines();
  const [unselected] = useState(() => readUnselectedKeys());
  const products = useCartProducts(lines.map((line) => line.id));
  const [values, setValues] = useState<Record<CustomerField, string>>({
    fullName: "",
    phone: "",
    email: "",
    address: "",
  });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [hasTried, setHasTried] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  /** One key per checkout attempt: a double click or a retry after a lost answer is the same order. */
  const idempotencyKey = useRef(newIdempotencyKey());
  /** Set synchronously, before React re-renders the disabled button: a second click is ignored. */
  const isSubmitting = useRef(false);
  const fieldRefs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  if (status.kind === "placed") return <OrderPlaced order={status.order} />;

  const priced = priceLines(selectedLines(lines, unselected), products.data ?? []);
  const orderable = priced.filter(isOrderable);
  const totals = cartTotals(orderable);

  const change = (field: CustomerField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first try, errors follow the typing, so a fixed field clears at once.
    if (hasTried) {
      const result = validateCustomerInfo(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting.current) return;
    setHasTried(true);
    const result = validateCustomerInfo(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = CUSTOMER_FIELDS.find((field) => result.errors[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setErrors({});
    if (orderable.length === 0) return;
    isSubmitting.current = true;
    setStatus({ kind: "submitting" });
    const ordered = orderable.map((row) => row.line);
    try {
      const order = await placeOrder(
        {
          paymentMethod: "cod",
          customerInfo: result.info,
          items: ordered.map((line) => ({ productId: line.id, color: line.color, quantity: line.quantity })),
          language: currentLanguage(),
        },
        idempotencyKey.current,
      );
      removeOrderedLines(ordered);
      writeUnselectedKeys([]);
      idempotencyKey.current = newIdempotencyKey();
      setStatus({ kind: "placed", order });
      window.scrollTo({ top: 0 });
    } catch (error) {
      const serverErrors = isApiError(error) ? customerErrorsFromServer(error.fields) : {};
      setErrors(serverErrors);
      const detail =
        isApiError(error) && error.code === "too_many_requests" ? ` ${t("error.too_many_requests")}` : "";
      setStatus({ kind: "failed", message: `${t("checkout.error_cod")}${detail}` });
    } finally {
      isSubmitting.current = false;
    }
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
          <fieldset className="space-y-5 rounded-2xl border border-line bg-surface p-6">
            <legend className="float-left mb-2 w-full text-lg font-semibold">
              {t("checkout.shipping_info")}
            </legend>
            {CUSTOMER_FIELDS.map((field) => {
              const input = FIELD_INPUT[field];
              const error = errors[field];
              const id = `checkout-${field}`;
              return (
                <div key={field} className="clear-both">
                  <label htmlFor={id} className="block text-sm font-medium">
                    {t(input.label)}
                  </label>
                  <input
                    ref={(element) => {
                      fieldRefs.current[field] = element;
                    }}
                    id={id}
                    name={field}
                    type={input.type}
                    inputMode={input.inputMode}
                    autoComplete={input.autoComplete}
                    placeholder={t(input.placeholder)}
                    value={values[field]}
                    onChange={(event) => change(field, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    required
                    className={`mt-1.5 w-full rounded-lg border bg-canvas px-3 py-2.5 ${
                      error ? "border-red-700" : "border-line focus:border-accent"
                    }`}
                  />
                  {error && (
                    <p id={`${id}-error`} className="mt-1.5 text-sm text-red-800">
                      {t(error)}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>

          <aside
            aria-labelledby="checkout-summary-title"
            className="space-y-6 rounded-2xl border border-line bg-surface p-6"
          >
            <h2 id="checkout-summary-title" className="text-lg font-semibold">
              {t("checkout.summary")}
            </h2>
            <ul className="space-y-3 text-sm">
              {orderable.map((row) => (
                <li key={`${row.line.id} ${row.line.color}`} className="flex justify-between gap-4">
                  <span className="min-w-0">
                    <span className="font-medium">{row.product?.name}</span>{" "}
                    <span className="text-muted">
                      {t("checkout.quantity", { quantity: row.line.quantity })}
                    </span>
                    <span className="block text-muted">
                      {t("cart.color", { color: t(colourNameKey(row.line.color)) })}
                    </span>
                  </span>
                  <span className="whitespace-nowrap">{formatVnd(row.unitPrice * row.line.quantity)}</span>
                </li>
              ))}
            </ul>
            <TotalsList totals={totals} page="checkout" className="border-t border-line pt-4" />
            <div>
              <h3 className="text-sm font-semibold">{t("checkout.payment_method")}</h3>
              <p className="mt-2 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-sm font-medium">
                {t("checkout.cod")}
              </p>
              <p className="mt-2 text-sm text-muted">{t("checkout.payment_note")}</p>
            </div>
            {status.kind === "failed" && (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                {status.message}
              </p>
            )}
            <button
              type="submit"
              disabled={isBusy}
              aria-busy={isBusy}
              className="tap inline-flex w-full items-center justify-center gap-3 rounded-full bg-accent px-6 py-3 font-medium text-white transition-colors hover:bg-accent-strong disabled:cursor-progress disabled:opacity-80"
            >
              {isBusy && <Spinner className="border-white/40 border-t-white" />}
              {isBusy ? t("checkout.processing") : t("checkout.pay_cod")}
            </button>
          </aside>
        </form>
      )}
    </div>
  );
}

/** Success: the server's order id and total, and the promise to call. */
function OrderPlaced({ order }: { order: PlacedOrder }) {
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
