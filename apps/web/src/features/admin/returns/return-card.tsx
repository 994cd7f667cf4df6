import { type AdminReturn, formatVnd, pagePath, RETURN_STAFF_MESSAGE_MAX_LENGTH } from "@shop/shared";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReturnStatusChip } from "../../../entities/order/return-status-chip";
import { colourLabel } from "../../../entities/product/colour-name";
import { isApiError } from "../../../lib/api-client";
import { type AdminNotify, failure, formatDate, useAdminSession } from "../common";
import { ExchangeForm } from "./exchange-form";
import { RefundFields, useRefundChoice } from "./refund-fields";
import { type ReturnAction, useReturnAction } from "./returns-admin-api";

type Translate = ReturnType<typeof useTranslation>["t"];

/** A refund's or a step's refusal in the reader's language. */
export function refundFailure(error: unknown, t: Translate): string {
  if (isApiError(error)) {
    switch (error.code) {
      case "refund_exceeds_paid":
        return t("returns_admin.error_exceeds");
      case "refund_failed":
        return t("returns_admin.error_gateway");
      case "order_not_paid":
        return t("returns_admin.error_not_paid");
      case "validation_failed":
        return t("returns_admin.error_refund_invalid");
      case "out_of_stock":
        return t("returns_admin.error_out_of_stock");
      default:
        break;
    }
  }
  return failure("returns_admin.error_action", error, t);
}

const primary =
  "tap rounded-full bg-accent px-4 text-sm font-medium text-white hover:bg-accent-strong disabled:opacity-60";
const field = "mt-1 w-full rounded-lg border border-line bg-canvas px-3 py-2 text-sm focus:border-accent";

/** The refund form of a received return: through the gateway (VNPay, MoMo) or recorded by hand. */
function RefundForm({
  item,
  run,
  busy,
}: {
  item: AdminReturn;
  run: (action: ReturnAction) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const choice = useRefundChoice(item.paymentMethod, String(item.linesValue));
  return (
    <form
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        run({ kind: "refund", id: item.id, body: choice.request() });
      }}
    >
      <RefundFields choice={choice} />
      <button type="submit" disabled={busy} className={`${primary} sm:col-span-3 sm:justify-self-start`}>
        {t("returns_admin.refund", { amount: formatVnd(Number(choice.amount) || 0) })}
      </button>
    </form>
  );
}

/** One return with what staff may do next: approve or reject with a message, receive, refund. */
export function ReturnCard({
  item,
  notify,
  showOrder = true,
}: {
  item: AdminReturn;
  notify: AdminNotify;
  showOrder?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { can } = useAdminSession();
  const id = useId();
  const action = useReturnAction();
  const [message, setMessage] = useState("");
  const run = (next: ReturnAction) => {
    action.mutate(next, {
      onSuccess: () => notify("success", t(`returns_admin.done_${next.kind}`, { orderId: item.orderId })),
      onError: (error) => notify("alert", refundFailure(error, t)),
    });
  };
  return (
    <article className="space-y-3 rounded-xl border border-line bg-surface p-4" data-testid="admin-return">
      <header className="flex flex-wrap items-center gap-3">
        {showOrder ? (
          <Link
            to={pagePath("adminOrder", { id: item.orderUuid })}
            className="font-mono font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            {item.orderId}
          </Link>
        ) : null}
        <ReturnStatusChip status={item.status} />
        <span className="text-sm text-muted">{formatDate(item.createdAt, i18n.language)}</span>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted">{t("returns_admin.customer")}</dt>
          <dd>
            {item.customerName}
            <span className="block break-all text-muted">
              {item.phone} · {item.email}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("returns.reason")}</dt>
          {/* "reason_other" would read as an i18next plural form (locales.test.ts): renamed. */}
          <dd>
            {t(item.reason === "other" ? "returns.reason_something_else" : `returns.reason_${item.reason}`)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("returns.lines")}</dt>
          <dd>
            <ul>
              {item.lines.map((line) => (
                <li key={`${line.productId}-${line.color}`}>
                  {line.name} · {colourLabel(line.color, t)} × {line.quantity}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("returns_admin.value")}</dt>
          <dd className="font-medium">
            {formatVnd(item.linesValue)}
            {item.refundedAmount > 0 ? (
              <span className="block text-emerald-800">
                {t("returns.refunded_amount", { amount: formatVnd(item.refundedAmount) })}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {item.note ? (
        <p className="text-sm">
          <span className="text-muted">{t("returns.note")}: </span>
          {item.note}
        </p>
      ) : null}
      {item.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("returns_admin.photos")}>
          {item.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t("returns_admin.photo_alt", { number: index + 1 })}
                  className="size-20 rounded-lg border border-line object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.staffMessage ? (
        <p className="text-sm">
          <span className="text-muted">{t("returns.shop_message")}: </span>
          {item.staffMessage}
        </p>
      ) : null}
      {item.refunds.length > 0 ? (
        <ul className="text-sm text-muted">
          {item.refunds.map((refund) => (
            <li key={refund.id}>
              {t(`returns_admin.refund_${refund.status}`)} · {formatVnd(refund.amount)} ·{" "}
              {refund.reference ?? refund.gatewayCode ?? ""} {refund.message ? `· ${refund.message}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {item.status === "requested" ? (
        <div className="space-y-2 border-t border-line pt-3">
          <label htmlFor={`${id}-message`} className="block text-sm font-medium">
            {t("returns_admin.message")}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            maxLength={RETURN_STAFF_MESSAGE_MAX_LENGTH}
            onChange={(event) => setMessage(event.target.value)}
            rows={2}
            className={field}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={action.isPending}
              className={primary}
              onClick={() => run({ kind: "approve", id: item.id, message })}
            >
              {t("returns_admin.approve")}
            </button>
            <button
              type="button"
              disabled={action.isPending}
              className="tap rounded-full border border-red-800/40 px-4 text-sm font-medium text-red-800 hover:bg-red-50"
              onClick={() => run({ kind: "reject", id: item.id, message })}
            >
              {t("returns_admin.reject")}
            </button>
          </div>
        </div>
      ) : null}
      {item.status === "approved" ? (
        <div className="border-t border-line pt-3">
          <button
            type="button"
            disabled={action.isPending}
            className={primary}
            onClick={() => run({ kind: "receive", id: item.id })}
          >
            {t("returns_admin.receive")}
          </button>
        </div>
      ) : null}
      {item.status === "received" && item.refunds.every((refund) => refund.status === "failed") ? (
        <div className="border-t border-line pt-3">
          {can("refunds") ? (
            <RefundForm item={item} run={run} busy={action.isPending} />
          ) : (
            <p className="text-sm text-muted">{t("returns_admin.refund_by_admin")}</p>
          )}
          <div className="mt-4 border-t border-line pt-3">
            <ExchangeForm item={item} run={run} busy={action.isPending} />
          </div>
        </div>
      ) : null}
      {item.exchangeOrderId ? (
        <p className="text-sm">
          <span className="text-muted">{t("returns_admin.exchange_order")}: </span>
          <span className="font-mono">{item.exchangeOrderId}</span>
        </p>
      ) : null}
    </article>
  );
}
