import { type BankTransfer, formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../ui/copy-button";

interface Row {
  label: string;
  shown: string;
  /** What the copy button puts on the clipboard (the amount as plain digits, as banking apps want it). */
  copy?: string;
}

/**
 * How to pay a bank transfer order: the VietQR code (a PNG the server draws, so no QR library
 * comes to the browser) and the same details in words, with copy buttons for what a shopper pastes
 * into a banking app by hand. The bank is named by its short name from the server (looked up from
 * its BIN in a maintained list), never by the BIN a shopper would not recognise.
 */
export function BankTransferDetails({ transfer, orderId }: { transfer: BankTransfer; orderId: string }) {
  const { t } = useTranslation();
  const rows: Row[] = [
    { label: t("payment.bank"), shown: transfer.bankName ?? transfer.bankBin },
    { label: t("payment.account_number"), shown: transfer.accountNumber, copy: transfer.accountNumber },
    { label: t("payment.account_name"), shown: transfer.accountName },
    { label: t("payment.amount"), shown: formatVnd(transfer.amount), copy: String(transfer.amount) },
    { label: t("payment.note"), shown: transfer.note, copy: transfer.note },
  ];
  return (
    <section
      aria-labelledby="bank-transfer-title"
      className="mt-6 max-w-2xl rounded-2xl border border-accent bg-surface p-6"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-title" className="font-display text-xl font-semibold">
        {t("payment.transfer_title")}
      </h2>
      <p className="mt-2 text-sm text-muted">{t("payment.transfer_intro")}</p>
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <img
          src={transfer.qrImageUrl}
          alt={t("payment.qr_alt", { orderId })}
          width={240}
          height={240}
          className="h-60 w-60 shrink-0 rounded-lg border border-line bg-white"
        />
        <dl className="w-full space-y-2 text-sm">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line pb-2"
            >
              <dt className="text-muted">{row.label}</dt>
              <dd className="flex items-center gap-3 font-medium break-all">
                <span>{row.shown}</span>
                {row.copy === undefined ? null : <CopyButton value={row.copy} label={row.label} />}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm font-medium">{t("payment.transfer_after")}</p>
    </section>
  );
}
