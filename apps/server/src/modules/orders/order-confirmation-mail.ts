import {
  type COLOURS,
  findNamedColour,
  formatVnd,
  HTML_LANG,
  type Language,
  type PlacedOrder,
  type ShopInfo,
} from "@shop/shared";
import type { MailMessage } from "../mail/mailer";

/**
 * The order confirmation e-mail (issue 4 point 5), in the language the shopper ordered in. The
 * texts live here rather than in the web app's locale files: the server sends the mail, and a
 * mail reads as a letter, not as interface labels.
 */
interface ConfirmationTexts {
  subject: (orderId: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  orderId: string;
  lines: string;
  quantity: (quantity: number) => string;
  colour: string;
  total: string;
  paymentMethod: string;
  cod: string;
  address: string;
  phone: string;
  callToConfirm: string;
  questions: (hotline: string, email: string) => string;
  signature: (shop: string) => string;
}

const TEXTS: Record<Language, ConfirmationTexts> = {
  vi: {
    subject: (orderId) => `Xác nhận đơn hàng ${orderId}`,
    greeting: (name) => `Xin chào ${name},`,
    thanks: "Cảm ơn bạn đã đặt hàng! Chúng tôi đã nhận được đơn hàng của bạn.",
    orderId: "Mã đơn hàng",
    lines: "Sản phẩm",
    quantity: (quantity) => `Số lượng: ${quantity}`,
    colour: "Màu",
    total: "Tổng cộng",
    paymentMethod: "Thanh toán",
    cod: "Thanh toán khi nhận hàng (COD)",
    address: "Địa chỉ giao hàng",
    phone: "Số điện thoại",
    callToConfirm: "Chúng tôi sẽ gọi điện cho bạn để xác nhận đơn hàng trước khi giao.",
    questions: (hotline, email) => `Nếu có câu hỏi, hãy gọi ${hotline} hoặc viết cho ${email}.`,
    signature: (shop) => `Trân trọng,\n${shop}`,
  },
  en: {
    subject: (orderId) => `Order confirmation ${orderId}`,
    greeting: (name) => `Hello ${name},`,
    thanks: "Thank you for your order! We have received it.",
    orderId: "Order ID",
    lines: "Items",
    quantity: (quantity) => `Quantity: ${quantity}`,
    colour: "Colour",
    total: "Total",
    paymentMethod: "Payment",
    cod: "Cash on delivery (COD)",
    address: "Delivery address",
    phone: "Phone number",
    callToConfirm: "We will call you to confirm your order before it is shipped.",
    questions: (hotline, email) => `Any questions? Call ${hotline} or write to ${email}.`,
    signature: (shop) => `Kind regards,\n${shop}`,
  },
  kr: {
    subject: (orderId) => `주문 확인 ${orderId}`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    thanks: "주문해 주셔서 감사합니다! 주문이 정상적으로 접수되었습니다.",
    orderId: "주문 번호",
    lines: "주문 상품",
    quantity: (quantity) => `수량: ${quantity}`,
    colour: "색상",
    total: "합계",
    paymentMethod: "결제 방법",
    cod: "착불 결제 (COD)",
    address: "배송 주소",
    phone: "전화번호",
    callToConfirm: "배송 전에 주문 확인을 위해 전화드리겠습니다.",
    questions: (hotline, email) => `문의 사항은 ${hotline} 또는 ${email}로 연락해 주세요.`,
    signature: (shop) => `감사합니다.\n${shop}`,
  },
  jp: {
    subject: (orderId) => `ご注文確認 ${orderId}`,
    greeting: (name) => `${name} 様`,
    thanks: "ご注文いただきありがとうございます。ご注文を承りました。",
    orderId: "注文番号",
    lines: "ご注文商品",
    quantity: (quantity) => `数量: ${quantity}`,
    colour: "カラー",
    total: "合計",
    paymentMethod: "お支払い方法",
    cod: "代金引換 (COD)",
    address: "お届け先住所",
    phone: "電話番号",
    callToConfirm: "発送前に、ご注文内容の確認のためお電話いたします。",
    questions: (hotline, email) => `ご不明な点は ${hotline} または ${email} までお問い合わせください。`,
    signature: (shop) => `${shop}`,
  },
};

/** The ten named colours in Korean and Japanese (vi and en come with the shared COLOURS list). */
const COLOUR_NAMES: Record<"kr" | "jp", Record<(typeof COLOURS)[number]["en"], string>> = {
  kr: {
    Black: "검정",
    White: "흰색",
    Red: "빨강",
    Blue: "파랑",
    Green: "초록",
    Yellow: "노랑",
    Pink: "분홍",
    Gray: "회색",
    Brown: "갈색",
    Beige: "베이지",
  },
  jp: {
    Black: "ブラック",
    White: "ホワイト",
    Red: "レッド",
    Blue: "ブルー",
    Green: "グリーン",
    Yellow: "イエロー",
    Pink: "ピンク",
    Gray: "グレー",
    Brown: "ブラウン",
    Beige: "ベージュ",
  },
};

/** "Đen", "Black", "검정"…; a custom colour picked in the admin form is shown as its hex code. */
export function colourName(hex: string, language: Language): string {
  const named = findNamedColour(hex);
  if (!named) return hex;
  if (language === "vi") return named.vi;
  if (language === "en") return named.en;
  return COLOUR_NAMES[language][named.en];
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function orderConfirmationMail(
  order: PlacedOrder,
  { shop, publicUrl }: { shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail">; publicUrl: string },
): MailMessage {
  const language = order.language;
  const t = TEXTS[language];
  const { customerInfo: customer } = order;
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
    `${t.total}: ${formatVnd(order.total)}`,
    `${t.paymentMethod}: ${t.cod}`,
    `${t.address}: ${customer.address}`,
    `${t.phone}: ${customer.phone}`,
    "",
    t.callToConfirm,
    t.questions(shop.hotline, shop.supportEmail),
    "",
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
<tr><td style="padding:8px 0"><strong>${e(t.total)}</strong></td><td style="padding:8px 0;text-align:right"><strong>${e(formatVnd(order.total))}</strong></td></tr>
</table>
<p>${e(t.paymentMethod)}: ${e(t.cod)}<br>${e(t.address)}: ${e(customer.address)}<br>${e(t.phone)}: ${e(customer.phone)}</p>
<p><strong>${e(t.callToConfirm)}</strong></p>
<p>${e(t.questions(shop.hotline, shop.supportEmail))}</p>
<p>${e(t.signature(shop.name)).replaceAll("\n", "<br>")}<br><a href="${e(publicUrl)}">${e(publicUrl)}</a></p>
</body></html>`;

  return { to: customer.email, subject: t.subject(order.orderId), text, html };
}
