import { formatVnd, PAGE_PATHS, type PaymentState } from "@shop/shared";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { ButtonLink } from "../../ui/button-link";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { fetchPaymentState } from "./payment-state-api";
import { type PendingPayment, readPendingPayment } from "./pending-payment";

/** The gateway's notification usually lands within seconds of the shopper's return. */
const POLL_INTERVAL_MS = 2000;
const POLL_ATTEMPTS = 15;

type View =
  | { kind: "checking" }
  | { kind: "unknown" }
  | { kind: "not_found" }
  | { kind: "error" }
  | { kind: "state"; state: PaymentState; polling: boolean };

/**
 * /payment/result, where VNPay and MoMo send the shopper back. Whatever their query string says,
 * the page asks the server about the payment this browser started (pending-payment.ts) and shows
 * paid, failed, expired or pending, asking again for a little while as long as it is pending.
 */
export function PaymentResultPage() {
  const { t } = useTranslation();
  usePageTitle(t("payment.result_title"));
  const [pending] = useState<PendingPayment | null>(() => readPendingPayment());
  const [view, setView] = useState<View>(() => (pending ? { kind: "checking" } : { kind: "unknown" }));
  const [round, setRound] = useState(0);

  const checkAgain = useCallback(() => setRound((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the questions ("check again").
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    const ask = async () => {
      attempts += 1;
      try {
        const state = await fetchPaymentState(pending, controller.signal);
        const polling = state.outcome === "pending" && attempts < POLL_ATTEMPTS;
        setView({ kind: "state", state, polling });
        if (polling) timer = setTimeout(() => void ask(), POLL_INTERVAL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        // The server answered that it knows no such order for this key (or that the stored code is
        // not one): asking again would answer the same, and the shopper is not offline.
        const knowsNoSuchPayment = isApiError(error) && (error.status === 404 || error.status === 400);
        setView({ kind: knowsNoSuchPayment ? "not_found" : "error" });
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [pending, round]);

  return (
    <div className="container-page pb-16">
      <PageIntro title={t("payment.result_title")} />
      <div className="mt-8 max-w-2xl">
        {view.kind === "checking" ? <LoadingText text={t("payment.result_checking")} /> : null}
        {view.kind === "unknown" ? (
          <Result title={t("payment.result_unknown")} detail={t("payment.result_unknown_detail")} />
        ) : null}
        {view.kind === "not_found" ? (
          <Result title={t("payment.result_not_found")} detail={t("payment.result_unknown_detail")} />
        ) : null}
        {view.kind === "error" ? (
          <Result title={t("payment.result_pending")} detail={t("error.network")}>
            <CheckAgain onClick={checkAgain} />
          </Result>
        ) : null}
        {view.kind === "state" ? (
          <StateView state={view.state} polling={view.polling} pending={pending} onCheckAgain={checkAgain} />
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={PAGE_PATHS.products} variant="secondary">
          {t("cart.continue_shopping")}
        </ButtonLink>
      </div>
    </div>
  );
}

function StateView({
  state,
  polling,
  pending,
  onCheckAgain,
}: {
  state: PaymentState;
  polling: boolean;
  pending: PendingPayment | null;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  const orderId = state.orderId;
  const amount = (
    <p className="mt-3 text-sm">
      {t("payment.amount")}: {formatVnd(state.total)}
    </p>
  );
  switch (state.outcome) {
    case "paid":
      return (
        <Result
          tone="good"
          title={t("payment.result_paid")}
          detail={t("payment.result_paid_detail", { orderId })}
        >
          {amount}
        </Result>
      );
    case "expired":
      return <Result title={t("payment.result_expired")} detail={t("checkout.order_id", { orderId })} />;
    case "failed":
      return (
        <Result
          tone="bad"
          title={t("payment.result_failed")}
          detail={t("payment.result_failed_detail", { orderId })}
        >
          {pending ? (
            <a
              href={pending.paymentUrl}
              className="tap mt-4 inline-flex items-center rounded-full bg-accent px-5 font-medium text-white hover:bg-accent-strong"
            >
              {t("payment.pay_again")}
            </a>
          ) : null}
        </Result>
      );
    default:
      return polling ? (
        <LoadingText text={t("payment.result_checking")} />
      ) : (
        <Result title={t("payment.result_pending")} detail={t("payment.result_pending_detail", { orderId })}>
          <CheckAgain onClick={onCheckAgain} />
        </Result>
      );
  }
}

function CheckAgain({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="tap mt-4 rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-accent hover:text-accent"
    >
      {t("payment.check_again")}
    </button>
  );
}

function Result({
  title,
  detail,
  tone = "neutral",
  children,
}: {
  title: string;
  detail: string;
  tone?: "good" | "bad" | "neutral";
  children?: React.ReactNode;
}) {
  const border = tone === "good" ? "border-green-600" : tone === "bad" ? "border-red-600" : "border-line";
  return (
    <div
      role="status"
      className={`rounded-2xl border-2 ${border} bg-surface p-6`}
      data-testid="payment-result"
    >
      <p className="text-lg font-medium">{title}</p>
      <p className="mt-2 text-muted">{detail}</p>
      {children}
    </div>
  );
}
