import QRCode from "qrcode";
import { Banks, QRPay } from "vietnam-qr-pay";

/**
 * Bank transfer by VietQR: the EMVCo merchant-presented payload of NAPAS's VietQR standard (the
 * shop's bank BIN and account, the amount in đồng, the order code as the transfer note, CRC16 at
 * the end), built by the maintained `vietnam-qr-pay` package, drawn as a PNG by `qrcode` on the
 * server so the web app carries no QR code of its own.
 */

export interface BankAccount {
  bankBin: string;
  accountNumber: string;
  accountName: string;
}

export function vietQrPayload(account: BankAccount, amount: number, note: string): string {
  return QRPay.initVietQR({
    bankBin: account.bankBin,
    bankNumber: account.accountNumber,
    amount: String(amount),
    purpose: note,
  }).build();
}

/** The QR code as a PNG, big enough for a phone camera across a screen or a printed mail. */
export function vietQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 320 });
}

/**
 * The bank's short name ("Vietcombank") for its NAPAS BIN, from the bank list `vietnam-qr-pay`
 * maintains, so the shop never types a bank's name itself; null for a BIN the list lacks.
 */
export function bankShortName(bankBin: string): string | null {
  return Banks.find((bank) => bank.bin === bankBin)?.shortName ?? null;
}
