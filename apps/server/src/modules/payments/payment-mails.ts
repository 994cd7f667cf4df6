import { type BankTransfer, formatVnd, HTML_LANG, type Language, type ShopInfo } from "@shop/shared";
import { fillText, SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { MailAttachment, MailMessage } from "../mail/mailer";
import type { PayableOrder } from "./orders-port";

/** A part of the order confirmation mail: plain-text lines, the same as HTML, and its images. */
export interface MailSection {
  text: string[];
  html: string;
  attachments?: MailAttachment[];
}

/**
 * The bank transfer part of the confirmation mail: the QR code carried inside the mail as an
 * inline image (webmail blocks remote images, and the shop's QR address answers only its own
 * pages), and the same details in words, for a mail client that shows no images.
 */
export function bankTransferMailSection(
  transfer: BankTransfer,
  language: Language,
  qrPng: Buffer,
): MailSection {
  const t = SERVER_TEXTS[language].payments;
  const rows: [string, string][] = [
    [t.bank, transfer.bankName ?? transfer.bankBin],
    [t.accountNumber, transfer.accountNumber],
    [t.accountName, transfer.accountName],
    [t.amount, formatVnd(transfer.amount)],
    [t.note, transfer.note],
  ];
  const e = escapeHtml;
  // One per order: a mail client keeps images by Content-ID, and two orders' codes must not mix.
  const cid = `vietqr-${transfer.note}@shop`;
  return {
    text: [t.transferTitle, t.transferScan, ...rows.map(([label, value]) => `${label}: ${value}`)],
    html: `<h2 style="font-size:18px">${e(t.transferTitle)}</h2>
<p>${e(t.transferScan)}</p>
<p><img src="cid:${e(cid)}" alt="VietQR" width="240" height="240"></p>
<p>${rows.map(([label, value]) => `${e(label)}: <strong>${e(value)}</strong>`).join("<br>")}</p>`,
    attachments: [{ filename: "vietqr.png", contentType: "image/png", content: qrPng, cid }],
  };
}

/** The mail telling a customer their unpaid order was cancelled, in the order's language. */
export function paymentExpiredMail(
  order: PayableOrder,
  {
    shop,
    publicUrl,
    ttlMinutes,
  }: { shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">; publicUrl: string; ttlMinutes: number },
): MailMessage {
  const language = order.language;
  const t = SERVER_TEXTS[language].payments;
  const common = SERVER_TEXTS[language].orderConfirmation;
  const paragraphs = [
    fillText(common.greeting, { name: order.fullName }),
    fillText(t.expiredBody, { orderId: order.orderId, minutes: ttlMinutes }),
    fillText(t.expiredPaid, { hotline: shop.hotline, email: shop.supportEmail }),
    fillText(common.signature, { shop: shop.name }),
  ];
  const e = escapeHtml;
  return {
    to: order.email,
    subject: fillText(t.expiredSubject, { orderId: order.orderId }),
    text: [...paragraphs, publicUrl].join("\n\n"),
    html: `<!doctype html>
<html lang="${HTML_LANG[language]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs.map((p) => `<p>${e(p).replaceAll("\n", "<br>")}</p>`).join("\n")}
<p><a href="${e(publicUrl)}">${e(publicUrl)}</a></p>
</body></html>`,
  };
}
