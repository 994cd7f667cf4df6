import { formatVnd, HTML_LANG, type Language, type ReturnStatus, type ShopInfo } from "@shop/shared";
import { fillText } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { MailMessage } from "../mail/mailer";

/**
 * The mails of a return's steps, in the order's language. Kept beside the module rather than in
 * i18n/server-texts.ts so the returns module owns its words; every language has the same keys and
 * `{marks}` (return-mails.test.ts).
 */
export type ReturnMailStep = ReturnStatus;

interface ReturnMailTexts {
  greeting: string;
  signature: string;
  lookup: string;
  shopMessage: string;
  lines: string;
  subject_requested: string;
  body_requested: string;
  subject_approved: string;
  body_approved: string;
  subject_rejected: string;
  body_rejected: string;
  subject_received: string;
  body_received: string;
  subject_refunded: string;
  body_refunded: string;
  subject_exchanged: string;
  body_exchanged: string;
}

export const RETURN_MAIL_TEXTS: Record<Language, ReturnMailTexts> = {
  vi: {
    greeting: "Xin chào {name},",
    signature: "Trân trọng,\n{shop}",
    lookup: "Theo dõi yêu cầu trả hàng tại:",
    shopMessage: "Lời nhắn của cửa hàng: {message}",
    lines: "Sản phẩm trả lại:",
    subject_requested: "Đã nhận yêu cầu trả hàng cho đơn {orderId}",
    body_requested:
      "Chúng tôi đã nhận yêu cầu trả hàng của bạn cho đơn {orderId} và sẽ trả lời trong 2 ngày làm việc.",
    subject_approved: "Yêu cầu trả hàng cho đơn {orderId} đã được chấp nhận",
    body_approved:
      "Yêu cầu trả hàng cho đơn {orderId} đã được chấp nhận. Hãy gửi lại sản phẩm trong bao bì ban đầu; chúng tôi sẽ hoàn tiền khi nhận được hàng.",
    subject_rejected: "Yêu cầu trả hàng cho đơn {orderId} chưa được chấp nhận",
    body_rejected:
      "Rất tiếc, yêu cầu trả hàng cho đơn {orderId} chưa được chấp nhận. Nếu cần, hãy trả lời thư này để trao đổi thêm.",
    subject_received: "Cửa hàng đã nhận lại hàng của đơn {orderId}",
    body_received:
      "Chúng tôi đã nhận được sản phẩm bạn trả lại từ đơn {orderId}. Tiền sẽ được hoàn cho bạn trong thời gian sớm nhất.",
    subject_refunded: "Đã hoàn tiền cho đơn {orderId}",
    body_refunded:
      "Chúng tôi đã hoàn {amount} cho đơn {orderId}. Tiền về tài khoản của bạn tuỳ theo ngân hàng hoặc ví, thường trong vài ngày làm việc.",
    subject_exchanged: "Đơn đổi hàng cho đơn {orderId}",
    body_exchanged:
      "Chúng tôi gửi lại cho bạn sản phẩm với màu bạn chọn, miễn phí, trong đơn đổi hàng {exchangeOrderId}. Bạn sẽ nhận được thư xác nhận của đơn này.",
  },
  en: {
    greeting: "Hello {name},",
    signature: "Kind regards,\n{shop}",
    lookup: "Follow your return at:",
    shopMessage: "Message from the shop: {message}",
    lines: "Items returned:",
    subject_requested: "We received your return request for order {orderId}",
    body_requested:
      "We received your request to return items of order {orderId} and will answer within 2 working days.",
    subject_approved: "Your return for order {orderId} is approved",
    body_approved:
      "Your return for order {orderId} is approved. Please send the items back in their original packaging; we refund you once they arrive.",
    subject_rejected: "Your return request for order {orderId} was not accepted",
    body_rejected:
      "We are sorry: your return request for order {orderId} was not accepted. Reply to this mail if you would like to talk about it.",
    subject_received: "We received the items you returned from order {orderId}",
    body_received:
      "The items you returned from order {orderId} have arrived. Your refund follows as soon as possible.",
    subject_refunded: "Refund for order {orderId}",
    body_refunded:
      "We refunded {amount} for order {orderId}. When it reaches your account depends on your bank or wallet, usually a few working days.",
    subject_exchanged: "Your exchange for order {orderId}",
    body_exchanged:
      "We are sending the items again in the colour you chose, free of charge, as exchange order {exchangeOrderId}. Its confirmation follows in another mail.",
  },
  kr: {
    greeting: "{name}님, 안녕하세요.",
    signature: "감사합니다.\n{shop}",
    lookup: "반품 진행 상황 확인:",
    shopMessage: "매장 메시지: {message}",
    lines: "반품 상품:",
    subject_requested: "주문 {orderId}의 반품 요청을 받았습니다",
    body_requested: "주문 {orderId}의 반품 요청을 받았습니다. 영업일 기준 2일 이내에 답변드리겠습니다.",
    subject_approved: "주문 {orderId}의 반품이 승인되었습니다",
    body_approved:
      "주문 {orderId}의 반품이 승인되었습니다. 상품을 원래 포장 그대로 보내 주세요. 상품이 도착하면 환불해 드립니다.",
    subject_rejected: "주문 {orderId}의 반품 요청이 승인되지 않았습니다",
    body_rejected:
      "죄송합니다. 주문 {orderId}의 반품 요청이 승인되지 않았습니다. 문의가 있으시면 이 메일에 회신해 주세요.",
    subject_received: "주문 {orderId}의 반품 상품을 받았습니다",
    body_received: "주문 {orderId}에서 반품하신 상품이 도착했습니다. 곧 환불해 드리겠습니다.",
    subject_refunded: "주문 {orderId} 환불 완료",
    body_refunded:
      "주문 {orderId}에 대해 {amount}을(를) 환불했습니다. 입금 시점은 은행이나 지갑에 따라 다르며 보통 영업일 기준 며칠이 걸립니다.",
    subject_exchanged: "주문 {orderId}의 교환",
    body_exchanged:
      "선택하신 색상의 상품을 교환 주문 {exchangeOrderId}(으)로 무료로 다시 보내 드립니다. 이 주문의 확인 메일이 따로 발송됩니다.",
  },
  jp: {
    greeting: "{name} 様",
    signature: "よろしくお願いいたします。\n{shop}",
    lookup: "返品の状況はこちら:",
    shopMessage: "ショップからのメッセージ: {message}",
    lines: "返品する商品:",
    subject_requested: "ご注文 {orderId} の返品リクエストを受け付けました",
    body_requested: "ご注文 {orderId} の返品リクエストを受け付けました。2営業日以内にご連絡いたします。",
    subject_approved: "ご注文 {orderId} の返品を承認しました",
    body_approved:
      "ご注文 {orderId} の返品を承認しました。商品を元の梱包のままご返送ください。到着後に返金いたします。",
    subject_rejected: "ご注文 {orderId} の返品リクエストをお受けできませんでした",
    body_rejected:
      "申し訳ございませんが、ご注文 {orderId} の返品リクエストをお受けできませんでした。ご不明な点はこのメールにご返信ください。",
    subject_received: "ご注文 {orderId} の返品商品を受け取りました",
    body_received: "ご注文 {orderId} の返品商品が届きました。できるだけ早く返金いたします。",
    subject_refunded: "ご注文 {orderId} の返金",
    body_refunded:
      "ご注文 {orderId} について {amount} を返金しました。口座への反映は銀行やウォレットにより異なり、通常数営業日かかります。",
    subject_exchanged: "ご注文 {orderId} の交換",
    body_exchanged:
      "お選びいただいた色の商品を、交換注文 {exchangeOrderId} として無料でお送りします。この注文の確認メールを別途お送りします。",
  },
};

export interface ReturnMailInput {
  step: ReturnMailStep;
  orderId: string;
  fullName: string;
  email: string;
  language: Language;
  lines: ReadonlyArray<{ name: string; quantity: number }>;
  /** What staff wrote (approve, reject). */
  message?: string | null;
  /** The amount refunded (refunded). */
  amount?: number;
  /** The exchange order's code (exchanged). */
  exchangeOrderId?: string;
}

/** One step's mail: what happened, the shop's message if any, the lines, and the lookup link. */
export function returnMail(
  input: ReturnMailInput,
  { shop, lookupUrl }: { shop: Pick<ShopInfo, "name">; lookupUrl: string },
): MailMessage {
  const texts = RETURN_MAIL_TEXTS[input.language];
  const values = {
    orderId: input.orderId,
    amount: formatVnd(input.amount ?? 0),
    exchangeOrderId: input.exchangeOrderId ?? "",
  };
  const subject = fillText(texts[`subject_${input.step}`], values);
  const body = fillText(texts[`body_${input.step}`], values);
  const greeting = fillText(texts.greeting, { name: input.fullName });
  const signature = fillText(texts.signature, { shop: shop.name });
  const message = input.message?.trim()
    ? fillText(texts.shopMessage, { message: input.message.trim() })
    : null;
  const lines = input.lines.map((line) => `- ${line.name} × ${line.quantity}`);
  const text = [
    greeting,
    "",
    body,
    ...(message ? ["", message] : []),
    "",
    texts.lines,
    ...lines,
    "",
    texts.lookup,
    lookupUrl,
    "",
    signature,
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${HTML_LANG[input.language]}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
<p>${e(greeting)}</p>
<p><strong>${e(body)}</strong></p>
${message ? `<p>${e(message)}</p>` : ""}
<p>${e(texts.lines)}</p>
<ul>${input.lines.map((line) => `<li>${e(line.name)} × ${line.quantity}</li>`).join("")}</ul>
<p>${e(texts.lookup)}<br><a href="${e(lookupUrl)}">${e(lookupUrl)}</a></p>
<p>${e(signature).replaceAll("\n", "<br>")}</p>
</body></html>`;
  return { to: input.email, subject, text, html };
}
