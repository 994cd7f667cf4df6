import { type BankTransfer, formatVnd } from "@shop/shared";
import { useTranslation } from "react-i18next";

/**
 * How to pay a bank transfer order: the VietQR code (a PNG the server draws, so no QR library
 * comes to the browser) and the same details in words, to type into a banking app by hand.
 */
export function BankTransferDetails({ transfer, orderId }: { transfer: BankTransfer; orderId: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("payment.bank"), transfer.bankBin],
    [t("payment.account_number"), transfer.accountNumber],
    [t("payment.account_name"), transfer.accountName],
    [t("payment.amount"), formatVnd(transfer.amount)],
    [t("payment.note"), transfer.note],
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
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 border-b border-line pb-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm font-medium">{t("payment.transfer_after")}</p>
    </section>
  );
}
