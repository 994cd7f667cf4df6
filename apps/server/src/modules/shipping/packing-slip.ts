import {
  type AdminShipment,
  cashToCollect,
  findNamedColour,
  formatFullAddress,
  formatVnd,
  HTML_LANG,
  type Language,
  SHIPMENT_CARRIER_NAMES,
} from "@shop/shared";
import QRCode from "qrcode";
import { SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { ShippableOrder } from "./orders-port";

function colourName(hex: string, language: Language): string {
  const named = findNamedColour(hex);
  return named ? SERVER_TEXTS[language].colours[named.en] : hex;
}

/** A day as Viet Nam sees it, written the way the language writes dates. */
function placedOn(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(HTML_LANG[language], {
    dateStyle: "medium",
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(date);
}

/**
 * The packing slip of one order as a printable A6/A5 page: the shop, the order code with its QR
 * code (what a packer scans), the recipient and address, the lines with colour and quantity, the
 * cash to collect, and the carrier and tracking code once booked. Self-contained HTML (inline
 * styles and an inline SVG, no script), in the staff member's language.
 */
export async function packingSlipHtml(
  order: ShippableOrder,
  shipment: AdminShipment | null,
  { shopName, language }: { shopName: string; language: Language },
): Promise<string> {
  const texts = SERVER_TEXTS[language].shipments;
  const e = escapeHtml;
  const qr = await QRCode.toString(order.orderId, { type: "svg", errorCorrectionLevel: "M", margin: 0 });
  const cod = shipment ? shipment.codAmount : cashToCollect(order);
  const address = formatFullAddress({
    address: order.street,
    wardName: order.wardName ?? undefined,
    provinceName: order.provinceName ?? undefined,
  });
  const lines = order.items
    .map(
      (item) =>
        `<tr><td>${e(item.name)}</td><td>${e(colourName(item.color, language))}</td><td class="n">${item.quantity}</td></tr>`,
    )
    .join("\n");
  const carrier = shipment
    ? `<p class="carrier"><span>${e(texts.carrier)}:</span> <strong>${e(SHIPMENT_CARRIER_NAMES[shipment.carrier])}</strong><br><span>${e(texts.trackingCode)}:</span> <strong class="code">${e(shipment.trackingCode)}</strong></p>`
    : "";
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">
<title>${e(texts.slipTitle)} ${e(order.orderId)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  @page { size: A6; margin: 6mm; }
  body { font-family: Arial, Helvetica, sans-serif; color: #111; margin: 0 auto; padding: 12px; max-width: 420px; font-size: 13px; line-height: 1.4; }
  header { display: flex; justify-content: space-between; gap: 12px; align-items: flex-start; border-bottom: 2px solid #111; padding-bottom: 8px; }
  h1 { font-size: 16px; margin: 0 0 4px; }
  .code { font-family: "Courier New", monospace; font-size: 15px; letter-spacing: .5px; }
  .qr { width: 96px; height: 96px; flex: none; }
  .qr svg { width: 100%; height: 100%; }
  section { border-bottom: 1px dashed #555; padding: 8px 0; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 3px 2px; border-bottom: 1px solid #ddd; vertical-align: top; }
  .n { text-align: right; white-space: nowrap; }
  .cod { font-size: 18px; font-weight: bold; margin: 8px 0 0; }
  p { margin: 2px 0; }
</style></head>
<body>
<header>
  <div>
    <h1>${e(shopName)} · ${e(texts.slipTitle)}</h1>
    <p>${e(texts.orderCode)}: <strong class="code">${e(order.orderId)}</strong></p>
    <p>${e(texts.placedOn)}: ${e(placedOn(order.createdAt, language))}</p>
    ${carrier}
  </div>
  <div class="qr" role="img" aria-label="${e(order.orderId)}">${qr}</div>
</header>
<section>
  <p><strong>${e(texts.recipient)}:</strong> ${e(order.fullName)} · ${e(order.phone)}</p>
  <p>${e(address)}</p>
</section>
<section>
  <table>
    <thead><tr><th>${e(texts.product)}</th><th>${e(texts.colour)}</th><th class="n">${e(texts.quantity)}</th></tr></thead>
    <tbody>
${lines}
    </tbody>
  </table>
</section>
<p class="cod">${cod > 0 ? `${e(texts.cod)}: ${e(formatVnd(cod))}` : e(texts.codNone)}</p>
</body></html>`;
}

/** A file name's safe form of the order code, for the label download. */
export function labelFileName(orderId: string): string {
  return `label-${orderId.replace(/[^A-Za-z0-9_-]/g, "")}.pdf`;
}
