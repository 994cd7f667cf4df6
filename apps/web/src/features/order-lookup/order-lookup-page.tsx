import { formatVnd, type OrderLookup } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { OrderTimeline } from "../../entities/order/order-timeline";
import { ParcelTracking } from "../../entities/order/parcel-tracking";
import { colourNameKey } from "../../entities/product/colour-name";
import { isApiError } from "../../lib/api-client";
import { formatDate } from "../../lib/dates";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { OrderReturns } from "../returns";
import { OrderTermsLinks } from "../sale-terms";
import { lookUpOrder } from "./order-lookup-api";

type LookupState =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "failed"; message: string }
  | { kind: "found"; order: OrderLookup; phone: string };

const inputClass = "mt-1.5 w-full rounded-lg border border-line bg-canvas px-3 py-2.5 focus:border-accent";

/**
 * A guest finds an order again with its code and phone: status, payment, lines, totals and the
 * timeline; never the e-mail or the street (the server leaves them out). The mails link here with
 * the code filled in; the phone is never put in a link.
 */
export function OrderLookupPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("order_tracking.lookup_title"), t("order_tracking.lookup_intro"));
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState(params.get("orderId") ?? "");
  const [phone, setPhone] = useState("");
  const [state, setState] = useState<LookupState>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderId.trim() || !phone.trim()) return;
    setState({ kind: "searching" });
    try {
      setState({ kind: "found", order: await lookUpOrder(orderId, phone), phone: phone.trim() });
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      const message =
        code === "not_found" || code === "validation_failed"
          ? t("order_tracking.not_found")
          : code === "too_many_requests"
            ? t("order_tracking.error_too_many_tries")
            : t("order_tracking.error");
      setState({ kind: "failed", message });
    }
  };

  return (
    <div className="container-page pb-16">
      <PageIntro title={t("order_tracking.lookup_title")}>
        <p>{t("order_tracking.lookup_intro")}</p>
      </PageIntro>
      <div className="mt-8 grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <form
          onSubmit={(event) => void submit(event)}
          className="space-y-5 rounded-2xl border border-line bg-surface p-6"
          aria-label={t("order_tracking.lookup_title")}
        >
          <div>
            <label htmlFor="lookup-order-id" className="block text-sm font-medium">
              {t("order_tracking.order_code")}
            </label>
            <input
              id="lookup-order-id"
              name="orderId"
              value={orderId}
              onChange={(event) => setOrderId(event.target.value)}
              placeholder="ORDER1735689600000"
              autoComplete="off"
              required
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="lookup-phone" className="block text-sm font-medium">
              {t("order_tracking.phone")}
            </label>
            <input
              id="lookup-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              required
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            disabled={state.kind === "searching"}
            className="min-h-12 w-full rounded-full bg-accent px-6 font-medium text-white transition-colors hover:bg-accent-strong disabled:opacity-60"
          >
            {state.kind === "searching" ? t("order_tracking.searching") : t("order_tracking.submit")}
          </button>
          {state.kind === "failed" && (
            <p role="alert" className="text-sm text-red-800">
              {state.message}
            </p>
          )}
        </form>

        {state.kind === "found" && (
          <section
            aria-labelledby="lookup-result"
            className="rounded-2xl border border-line bg-surface p-6"
            data-testid="lookup-result"
          >
            <h2 id="lookup-result" className="font-display text-xl font-semibold break-all">
              {state.order.orderId}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-3">
              <div>
                <dt className="text-muted">{t("order_tracking.status")}</dt>
                <dd className="mt-0.5 font-medium" data-testid="lookup-status">
                  {t(`account.status_${state.order.status}`)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t("order_tracking.payment")}</dt>
                <dd className="mt-0.5 font-medium" data-testid="lookup-payment">
                  {t(`order_tracking.payment_${state.order.paymentStatus}`)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t("order_tracking.placed_at")}</dt>
                <dd className="mt-0.5">
                  {formatDate(state.order.createdAt, i18n.language, { withTime: true })}
                </dd>
              </div>
            </dl>
            <ParcelTracking shipment={state.order.shipment} />
            <h3 className="mt-6 font-semibold">{t("order_tracking.lines")}</h3>
            <ul className="mt-2 divide-y divide-line text-sm">
              {state.order.items.map((item) => (
                <li key={`${item.productId}-${item.color}`} className="flex justify-between gap-4 py-2">
                  <span>
                    {item.name} · {t(colourNameKey(item.color))} × {item.quantity}
                  </span>
                  <span className="shrink-0">{formatVnd(item.unitPrice * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-2 flex justify-between border-t border-line pt-3 font-semibold">
              <span>{t("order_tracking.total")}</span>
              <span>{formatVnd(state.order.total)}</span>
            </p>
            <OrderTermsLinks
              orderId={state.order.orderId}
              termsVersion={state.order.termsVersion}
              language={state.order.language}
            />
            <h3 className="mt-6 mb-3 font-semibold">{t("order_tracking.timeline")}</h3>
            <OrderTimeline events={state.order.timeline} />
            <OrderReturns order={state.order} proof={{ kind: "guest", phone: state.phone }} />
          </section>
        )}
      </div>
    </div>
  );
}
