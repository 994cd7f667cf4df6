import {
  findNamedColour,
  formatFullAddress,
  formatVnd,
  HTML_LANG,
  type Language,
  type PlacedOrder,
  type ShopInfo,
} from "@shop/shared";
import { fillText, SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { MailAttachment, MailMessage } from "../mail/mailer";
import { orderLookupUrl } from "./order-status-mail";

/** "Đen", "Black", "검정"…; a custom colour picked in the admin form is shown as its hex code. */
export function colourName(hex: string, language: Language): string {
  const named = findNamedColour(hex);
  return named ? SERVER_TEXTS[language].colours[named.en] : hex;
}

/** A part another module adds to the confirmation (how to pay), with the images it shows inline. */
export interface OrderMailSection {
  text: string[];
  html: string;
  attachments?: MailAttachment[];
}

/**
 * The order confirmation e-mail, in the language the shopper ordered in; its words are in
 * i18n/server-texts.ts.
 */
export function orderConfirmationMail(
  order: PlacedOrder,
  {
    shop,
    publicUrl,
    payment = null,
    terms = null,
  }: {
    shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">;
    publicUrl: string;
    /** How to pay an online order (the bank transfer's QR and details), from the payments module. */
    payment?: OrderMailSection | null;
    /** Where the buyer reads and downloads the sale terms he accepted (modules/terms). */
    terms?: { text: string[]; html: string } | null;
  },
): MailMessage {
  const language = order.language;
  const texts = SERVER_TEXTS[language].orderConfirmation;
  const t = {
    ...texts,
    subject: (orderId: string) => fillText(texts.subject, { orderId }),
    greeting: (name: string) => fillText(texts.greeting, { name }),
    quantity: (quantity: number) => fillText(texts.quantity, { quantity }),
    questions: (hotline: string, email: string) => fillText(texts.questions, { hotline, email }),
    signature: (shop: string) => fillText(texts.signature, { shop }),
  };
  const { customerInfo: customer } = order;
  // Street, ward, province: the whole address the parcel goes to (older orders: the street line).
  const address = formatFullAddress(customer);
  const shipping = order.shippingFee === 0 ? t.shippingFree : formatVnd(order.shippingFee);
  const paymentTexts = SERVER_TEXTS[language].payments;
  const method = order.paymentMethod === "cod" ? t.cod : paymentTexts[`method_${order.paymentMethod}`];
  const nextStep = order.paymentMethod === "cod" ? t.callToConfirm : paymentTexts.awaitingPayment;
  const lines = order.items.map((item) => ({
    name: item.name,
    details: `${t.colour}: ${colourName(item.color, language)} · ${t.quantity(item.quantity)} · ${formatVnd(item.unitPrice)}`,
    amount: formatVnd(item.unitPrice * item.quantity),
  }));

  const text = [
    t.greeting(customer.fullName),
    "",
    t.thanks,
    "",
    `${t.orderId}: ${order.orderId}`,
    "",
    `${t.lines}:`,
    ...lines.map((line) => `- ${line.name} (${line.details}): ${line.amount}`),
    "",
    `${t.subtotal}: ${formatVnd(order.subtotal)}`,
    `${t.shipping}: ${shipping}`,
    `${t.total}: ${formatVnd(order.total)}`,
    `${t.paymentMethod}: ${method}`,
    `${t.address}: ${address}`,
    `${t.phone}: ${customer.phone}`,
    "",
    ...(payment ? [...payment.text, ""] : []),
    nextStep,
    t.questions(shop.hotline, shop.supportEmail),
    "",
    SERVER_TEXTS[language].orderStatusMail.lookup,
    orderLookupUrl(publicUrl, order.orderId),
    "",
    ...(terms ? [...terms.text, ""] : []),
    t.signature(shop.name),
    publicUrl,
  ].join("\n");

  // Every value a shopper typed is escaped: the mail must not carry their markup.
  const e = escapeHtml;
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #eee"><strong>${e(line.name)}</strong><br><span style="color:#666">${e(line.details)}</span></td><td style="padding:8px 0;border-bottom:1px solid #eee;text-align:right;white-space:nowrap">${e(line.amount)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(t.greeting(customer.fullName))}</p>
<p>${e(t.thanks)}</p>
<p>${e(t.orderId)}: <strong>${e(order.orderId)}</strong></p>
<table style="width:100%;max-width:560px;border-collapse:collapse">
<caption style="text-align:left;font-weight:bold;padding-bottom:4px">${e(t.lines)}</caption>
${rows}
<tr><td style="padding:8px 0 0">${e(t.subtotal)}</td><td style="padding:8px 0 0;text-align:right">${e(formatVnd(order.subtotal))}</td></tr>
<tr><td style="padding:4px 0 0">${e(t.shipping)}</td><td style="padding:4px 0 0;text-align:right">${e(shipping)}</td></tr>
<tr><td style="padding:8px 0"><strong>${e(t.total)}</strong></td><td style="padding:8px 0;text-align:right"><strong>${e(formatVnd(order.total))}</strong></td></tr>
</table>
<p>${e(t.paymentMethod)}: ${e(method)}<br>${e(t.address)}: ${e(address)}<br>${e(t.phone)}: ${e(customer.phone)}</p>
${payment?.html ?? ""}
<p><strong>${e(nextStep)}</strong></p>
<p>${e(t.questions(shop.hotline, shop.supportEmail))}</p>
<p>${e(SERVER_TEXTS[language].orderStatusMail.lookup)}<br><a href="${e(orderLookupUrl(publicUrl, order.orderId))}">${e(orderLookupUrl(publicUrl, order.orderId))}</a></p>
${terms?.html ?? ""}
<p>${e(t.signature(shop.name)).replaceAll("\n", "<br>")}<br><a href="${e(publicUrl)}">${e(publicUrl)}</a></p>
</body></html>`;

  return {
    to: customer.email,
    subject: t.subject(order.orderId),
    text,
    html,
    ...(payment?.attachments ? { attachments: payment.attachments } : {}),
  };
}
