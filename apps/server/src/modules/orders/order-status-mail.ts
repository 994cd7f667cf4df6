import {
  HTML_LANG,
  type Language,
  type OrderStatus,
  type PaymentStatus,
  pagePath,
  SHIPMENT_CARRIER_NAMES,
  type ShipmentTracking,
  type ShopInfo,
} from "@shop/shared";
import { fillText, SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { MailMessage } from "../mail/mailer";

export interface StatusMailOrder {
  orderId: string;
  fullName: string;
  email: string;
  language: Language;
}

export type StatusMailChange =
  | { kind: "status"; to: OrderStatus; tracking?: ShipmentTracking }
  | { kind: "payment"; to: PaymentStatus };

/** The guest lookup page with the order code filled in; the phone is never put in a link. */
export function orderLookupUrl(publicUrl: string, orderId: string): string {
  return `${publicUrl.replace(/\/$/, "")}${pagePath("orderLookup")}?orderId=${encodeURIComponent(orderId)}`;
}

/** "Your order is now: shipping", in the language the order was placed in (i18n/server-texts.ts). */
export function orderStatusMail(
  order: StatusMailOrder,
  change: StatusMailChange,
  { shop, publicUrl }: { shop: Pick<ShopInfo, "name">; publicUrl: string },
): MailMessage {
  const texts = SERVER_TEXTS[order.language].orderStatusMail;
  const status = change.kind === "status" ? texts[`status_${change.to}`] : texts[`payment_${change.to}`];
  const sentence = fillText(change.kind === "status" ? texts.statusChanged : texts.paymentChanged, {
    orderId: order.orderId,
    status,
  });
  const greeting = fillText(texts.greeting, { name: order.fullName });
  const signature = fillText(texts.signature, { shop: shop.name });
  const link = orderLookupUrl(publicUrl, order.orderId);
  // The parcel's carrier, code and the carrier's tracking page, once a shipment carries the order.
  const tracking = change.kind === "status" ? change.tracking : undefined;
  const shipmentTexts = SERVER_TEXTS[order.language].shipments;
  const trackingLine = tracking
    ? fillText(shipmentTexts.tracking, {
        carrier: SHIPMENT_CARRIER_NAMES[tracking.carrier],
        code: tracking.trackingCode,
      })
    : null;
  const text = [
    greeting,
    "",
    sentence,
    ...(tracking && trackingLine
      ? ["", trackingLine, `${shipmentTexts.trackingLink}: ${tracking.trackingUrl}`]
      : []),
    "",
    texts.lookup,
    link,
    "",
    signature,
  ].join("\n");
  const e = escapeHtml;
  const trackingHtml =
    tracking && trackingLine
      ? `<p>${e(trackingLine)}<br><a href="${e(tracking.trackingUrl)}">${e(shipmentTexts.trackingLink)}</a></p>\n`
      : "";
  const html = `<!doctype html>
<html lang="${HTML_LANG[order.language]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(greeting)}</p>
<p><strong>${e(sentence)}</strong></p>
${trackingHtml}<p>${e(texts.lookup)}<br><a href="${e(link)}">${e(link)}</a></p>
<p>${e(signature).replaceAll("\n", "<br>")}</p>
</body></html>`;
  return {
    to: order.email,
    subject: fillText(texts.subject, { orderId: order.orderId, status }),
    text,
    html,
  };
}
