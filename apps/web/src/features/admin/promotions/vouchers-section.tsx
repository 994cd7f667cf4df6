import { formatVnd, type Voucher, type VoucherInputRequest } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadingText } from "../../../ui/spinner";
import type { AdminNotify } from "../common";
import {
  DateInput,
  fieldValueOf,
  formatDate,
  instantOfField,
  useDeleteVoucher,
  useSaveVoucher,
  useVouchers,
} from "../common";

interface Draft {
  code: string;
  kind: "percent" | "amount";
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  paused: boolean;
}

const EMPTY: Draft = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "0",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  paused: false,
};

function draftOf(voucher: Voucher): Draft {
  return {
    code: voucher.code,
    kind: voucher.percentOff !== null ? "percent" : "amount",
    value: String(voucher.percentOff ?? voucher.amountOff ?? ""),
    minSubtotal: String(voucher.minSubtotal),
    startsAt: fieldValueOf(voucher.startsAt, { withTime: true }),
    endsAt: fieldValueOf(voucher.endsAt, { withTime: true }),
    usageLimit: voucher.usageLimit === null ? "" : String(voucher.usageLimit),
    paused: voucher.paused,
  };
}

function inputOf(draft: Draft): VoucherInputRequest {
  const value = Number(draft.value);
  return {
    code: draft.code.trim().toUpperCase(),
    percentOff: draft.kind === "percent" ? value : null,
    amountOff: draft.kind === "amount" ? value : null,
    minSubtotal: Number(draft.minSubtotal || 0),
    startsAt: draft.startsAt ? instantOfField(draft.startsAt) : null,
    endsAt: draft.endsAt ? instantOfField(draft.endsAt) : null,
    usageLimit: draft.usageLimit ? Number(draft.usageLimit) : null,
    paused: draft.paused,
  };
}

const field = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

/** Vouchers (mã giảm giá): create, edit, pause and delete; each change lands in the audit log. */
export function VouchersSection({ notify }: { notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const vouchers = useVouchers();
  const save = useSaveVoucher();
  const remove = useDeleteVoucher();
  const dialog = useConfirmDialog();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ input: inputOf(draft), existing: editing !== null });
      notify("success", t(editing ? "backoffice.voucher_saved" : "backoffice.voucher_created"));
      setDraft(EMPTY);
      setEditing(null);
    } catch (caught) {
      const reason = isApiError(caught) ? Object.values(caught.fields ?? {})[0] : undefined;
      const key =
        reason && /^voucher_[a-z_]+$/.test(reason) ? `backoffice.${reason}` : "backoffice.voucher_invalid";
      setError(
        isApiError(caught) && caught.code === "voucher_exists" ? t("backoffice.voucher_exists") : t(key),
      );
    }
  };

  const togglePause = async (voucher: Voucher) => {
    try {
      await save.mutateAsync({
        input: inputOf({ ...draftOf(voucher), paused: !voucher.paused }),
        existing: true,
      });
      notify("success", t(voucher.paused ? "backoffice.voucher_resumed" : "backoffice.voucher_paused"));
    } catch {
      notify("alert", t("backoffice.voucher_invalid"));
    }
  };

  const destroy = async (voucher: Voucher) => {
    const confirmed = await dialog.confirm({
      message: t("backoffice.confirm_delete_voucher", { code: voucher.code }),
      confirmLabel: t("backoffice.delete"),
      destructive: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync(voucher.code);
    notify("success", t("backoffice.voucher_deleted"));
  };

  const discountText = (voucher: Voucher) =>
    voucher.percentOff !== null ? `${voucher.percentOff}%` : formatVnd(voucher.amountOff ?? 0);
  // The shop's one way of writing a date and time (admin-format.ts), not the browser's locale, which
  // knows no "kr" or "jp" and wrote an American date for them.
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : "—");

  return (
    <section aria-labelledby="admin-vouchers" className="space-y-4">
      {/* Named on screen by the section\'s h1 (common/section-page.tsx); kept for the landmark. */}
      <h2 id="admin-vouchers" className="sr-only">
        {t("backoffice.vouchers")}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t(editing ? "backoffice.edit_voucher" : "backoffice.new_voucher")}
      >
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_code")}
          <input
            required
            value={draft.code}
            disabled={editing !== null}
            onChange={(event) => set({ code: event.target.value.toUpperCase() })}
            className={`${field} uppercase`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_kind")}
          <select
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value === "amount" ? "amount" : "percent" })}
            className={field}
          >
            <option value="percent">{t("backoffice.voucher_percent")}</option>
            <option value="amount">{t("backoffice.voucher_amount")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t(
            draft.kind === "percent" ? "backoffice.voucher_percent_value" : "backoffice.voucher_amount_value",
          )}
          <input
            required
            inputMode="numeric"
            value={draft.value}
            onChange={(event) => set({ value: event.target.value.replace(/\D/g, "") })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_min_subtotal")}
          <input
            inputMode="numeric"
            value={draft.minSubtotal}
            onChange={(event) => set({ minSubtotal: event.target.value.replace(/\D/g, "") })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_starts")}
          <DateInput
            withTime
            value={draft.startsAt}
            onChange={(event) => set({ startsAt: event.target.value })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_ends")}
          <DateInput
            withTime
            value={draft.endsAt}
            onChange={(event) => set({ endsAt: event.target.value })}
            className={field}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("backoffice.voucher_usage_limit")}
          <input
            inputMode="numeric"
            value={draft.usageLimit}
            onChange={(event) => set({ usageLimit: event.target.value.replace(/\D/g, "") })}
            className={field}
          />
        </label>
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            checked={draft.paused}
            onChange={(event) => set({ paused: event.target.checked })}
            className="size-5 accent-accent"
          />
          {t("backoffice.voucher_paused_label")}
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2 lg:col-span-4">
            {error}
          </p>
        )}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <button
            type="submit"
            disabled={save.isPending}
            className="tap rounded-full bg-accent px-5 text-sm text-white"
          >
            {t(editing ? "backoffice.save_voucher" : "backoffice.create_voucher")}
          </button>
          {editing && (
            <button
              type="button"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY);
                setError(null);
              }}
              className="tap rounded-full border border-line px-5 text-sm"
            >
              {t("backoffice.cancel")}
            </button>
          )}
        </div>
      </form>
      {vouchers.isPending ? (
        <LoadingText />
      ) : vouchers.isError ? (
        <p role="alert">{t("backoffice.error_vouchers")}</p>
      ) : vouchers.data.length === 0 ? (
        <p className="text-muted">{t("backoffice.no_vouchers")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="vouchers">
          {vouchers.data.map((voucher) => (
            <li
              key={voucher.code}
              className="rounded-xl border border-line bg-surface p-4 text-sm"
              data-testid="voucher"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono text-base font-semibold">{voucher.code}</span>
                <span className="font-semibold">−{discountText(voucher)}</span>
              </div>
              <p className="mt-1 text-muted">
                {t("backoffice.voucher_summary", {
                  min: formatVnd(voucher.minSubtotal),
                  used: voucher.usedCount,
                  limit: voucher.usageLimit ?? "∞",
                })}
              </p>
              <p className="text-muted">
                {when(voucher.startsAt)} → {when(voucher.endsAt)}
                {voucher.paused ? ` · ${t("backoffice.voucher_paused_label")}` : ""}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="tap rounded-full border border-line px-4"
                  onClick={() => {
                    setEditing(voucher.code);
                    setDraft(draftOf(voucher));
                    setError(null);
                  }}
                >
                  {t("backoffice.edit")}
                </button>
                <button
                  type="button"
                  className="tap rounded-full border border-line px-4"
                  onClick={() => void togglePause(voucher)}
                >
                  {t(voucher.paused ? "backoffice.resume" : "backoffice.pause")}
                </button>
                <button
                  type="button"
                  className="tap rounded-full border border-red-800/40 px-4 text-red-800"
                  onClick={() => void destroy(voucher)}
                >
                  {t("backoffice.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog.element}
    </section>
  );
}
