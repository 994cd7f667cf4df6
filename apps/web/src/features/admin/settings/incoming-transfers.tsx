import { formatVnd, type IncomingTransfer, type IncomingTransferList } from "@shop/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { type AdminNotify, adminFetch, failure, formatDate } from "../common";

const QUERY_KEY = ["admin", "incoming-transfers", "unmatched"] as const;

/**
 * Bank transfers SePay reported that paid no order by themselves (a wrong amount, no or an unknown
 * order code, a second payment…), for the owner to settle: against a bank-transfer order (marked
 * paid) or closed with a note (docs/decisions/048-sepay-and-refunds.md).
 */
export function IncomingTransfers({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      adminFetch<IncomingTransferList>("/admin/payments/transfers", {
        query: { status: "unmatched", limit: 100 },
        signal,
      }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="admin-incoming-transfers" className="space-y-4">
      <h2 id="admin-incoming-transfers" className="text-2xl font-semibold">
        {t("transfers_admin.title")}
      </h2>
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <p role="alert">{t("transfers_admin.error_load")}</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-muted">{t("transfers_admin.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="incoming-transfers">
          {list.data.items.map((transfer) => (
            <TransferRow key={transfer.id} transfer={transfer} notify={notify} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TransferRow({ transfer, notify }: { transfer: IncomingTransfer; notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [orderId, setOrderId] = useState(transfer.orderId ?? "");
  const [note, setNote] = useState("");
  const settle = useMutation({
    mutationFn: () =>
      adminFetch<IncomingTransfer>(`/admin/payments/transfers/${transfer.id}/settle`, {
        method: "POST",
        body: { orderId: orderId.trim() || undefined, note: note.trim() || undefined },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const settled = await settle.mutateAsync();
      notify(
        "success",
        settled.orderId
          ? t("transfers_admin.settled_paid", { orderId: settled.orderId })
          : t("transfers_admin.settled_closed"),
      );
    } catch (error) {
      notify("alert", failure("transfers_admin.error_settle", error, t));
    }
  };
  const id = `transfer-${transfer.id}`;
  return (
    <li className="rounded-xl border border-line bg-surface p-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t("transfers_admin.received")}</dt>
          <dd>{formatDate(transfer.receivedAt, i18n.language)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("transfers_admin.amount")}</dt>
          <dd className="font-medium">{formatVnd(transfer.amount)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{t("transfers_admin.content")}</dt>
          <dd className="break-all font-mono text-xs">{transfer.content}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("transfers_admin.reason")}</dt>
          <dd>{transfer.reason ? t(`transfers_admin.reason_${transfer.reason}`) : "—"}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("transfers_admin.bank")}</dt>
          <dd>
            {transfer.gateway} {transfer.referenceCode ? `· ${transfer.referenceCode}` : ""}
          </dd>
        </div>
      </dl>
      <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-order`} className="flex flex-col gap-1">
          <span>{t("transfers_admin.order")}</span>
          <input
            id={`${id}-order`}
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            className="h-10 rounded-lg border border-line px-3 font-mono"
            autoComplete="off"
          />
        </label>
        <label htmlFor={`${id}-note`} className="flex grow flex-col gap-1">
          <span>{t("transfers_admin.note")}</span>
          <input
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            className="h-10 rounded-lg border border-line px-3"
          />
        </label>
        <button
          type="submit"
          disabled={settle.isPending}
          className="tap rounded-full border border-accent px-4 text-sm font-medium text-accent hover:bg-accent-soft"
        >
          {orderId.trim() ? t("transfers_admin.settle_paid") : t("transfers_admin.settle_close")}
        </button>
      </form>
    </li>
  );
}
