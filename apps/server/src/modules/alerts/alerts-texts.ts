import type { Language } from "@shop/shared";

/**
 * The alerts module's own texts in the four languages: the guest's confirmation mail and page,
 * and the alert mails (their unsubscribe foot is added by modules/privacy). `{name}` marks are
 * filled by `fillText` (i18n/server-texts.ts).
 */
export interface AlertTexts {
  confirmMail: {
    subject: string;
    introBackInStock: string;
    introPriceDrop: string;
    action: string;
    expiry: string;
    ignore: string;
  };
  confirmPage: {
    title: string;
    question: string;
    button: string;
    done: string;
    already: string;
    invalid: string;
  };
  backInStock: { subject: string; body: string };
  priceDrop: { subject: string; body: string };
  /** The product link's words. */
  view: string;
}

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  vi: {
    confirmMail: {
      subject: "{shop}: xác nhận nhận thông báo cho {product}",
      introBackInStock:
        "Bạn (hoặc ai đó dùng địa chỉ {email}) muốn được báo khi {product} có hàng lại ở màu đã chọn.",
      introPriceDrop: "Bạn (hoặc ai đó dùng địa chỉ {email}) muốn được báo khi {product} giảm giá.",
      action: "Xác nhận nhận thông báo",
      expiry: "Liên kết có hiệu lực trong 48 giờ.",
      ignore: "Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: chúng tôi sẽ không gửi gì thêm.",
    },
    confirmPage: {
      title: "Xác nhận thông báo",
      question: "Gửi một e-mail tới {email} khi {product} {event}?",
      button: "Xác nhận",
      done: "Đã xác nhận: chúng tôi sẽ gửi một e-mail tới {email} khi {product} {event}.",
      already: "Thông báo này đã được xác nhận trước đó.",
      invalid: "Liên kết không hợp lệ hoặc đã hết hạn. Hãy yêu cầu thông báo lại trên trang sản phẩm.",
    },
    backInStock: {
      subject: "{product} đã có hàng lại",
      body: "Tin vui: {product} đã có hàng lại ở màu bạn chọn. Số lượng có hạn.",
    },
    priceDrop: {
      subject: "{product} đã giảm giá",
      body: "{product} nay còn {price} (trước đây {before} khi bạn yêu cầu thông báo).",
    },
    view: "Xem sản phẩm",
  },
  en: {
    confirmMail: {
      subject: "{shop}: confirm your alert for {product}",
      introBackInStock:
        "You (or someone using {email}) asked to be told when {product} is back in stock in the chosen colour.",
      introPriceDrop: "You (or someone using {email}) asked to be told when the price of {product} drops.",
      action: "Confirm the alert",
      expiry: "The link works for 48 hours.",
      ignore: "If you did not ask, ignore this e-mail: we will send nothing more.",
    },
    confirmPage: {
      title: "Confirm your alert",
      question: "Send one e-mail to {email} when {product} {event}?",
      button: "Confirm",
      done: "Confirmed: we will send one e-mail to {email} when {product} {event}.",
      already: "This alert was already confirmed.",
      invalid: "This link is not valid or has expired. Ask for the alert again on the product's page.",
    },
    backInStock: {
      subject: "{product} is back in stock",
      body: "Good news: {product} is back in stock in the colour you chose. Stock is limited.",
    },
    priceDrop: {
      subject: "The price of {product} dropped",
      body: "{product} now costs {price} (it was {before} when you asked to be told).",
    },
    view: "See the product",
  },
  kr: {
    confirmMail: {
      subject: "{shop}: {product} 알림을 확인해 주세요",
      introBackInStock: "{email} 주소로 {product}의 선택한 색상이 재입고되면 알려 달라는 요청이 있었습니다.",
      introPriceDrop: "{email} 주소로 {product}의 가격이 내려가면 알려 달라는 요청이 있었습니다.",
      action: "알림 확인",
      expiry: "링크는 48시간 동안 유효합니다.",
      ignore: "요청하지 않으셨다면 이 메일을 무시하세요. 더 이상 메일을 보내지 않습니다.",
    },
    confirmPage: {
      title: "알림 확인",
      question: "{product}이(가) {event} {email}(으)로 이메일을 한 번 보낼까요?",
      button: "확인",
      done: "확인되었습니다: {product}이(가) {event} {email}(으)로 이메일을 한 번 보내 드립니다.",
      already: "이미 확인된 알림입니다.",
      invalid: "링크가 올바르지 않거나 만료되었습니다. 상품 페이지에서 다시 요청해 주세요.",
    },
    backInStock: {
      subject: "{product} 재입고",
      body: "반가운 소식: 선택하신 색상의 {product}이(가) 재입고되었습니다. 수량이 한정되어 있습니다.",
    },
    priceDrop: {
      subject: "{product} 가격 인하",
      body: "{product}의 가격이 {price}(으)로 내려갔습니다 (알림 요청 당시 {before}).",
    },
    view: "상품 보기",
  },
  jp: {
    confirmMail: {
      subject: "{shop}: {product} のお知らせの確認",
      introBackInStock: "{email} で、{product} の選択した色が再入荷したらお知らせするよう依頼がありました。",
      introPriceDrop: "{email} で、{product} が値下げされたらお知らせするよう依頼がありました。",
      action: "お知らせを確認する",
      expiry: "リンクの有効期限は48時間です。",
      ignore: "お心当たりがない場合はこのメールを無視してください。今後メールは送信されません。",
    },
    confirmPage: {
      title: "お知らせの確認",
      question: "{product} が{event}ときに {email} へメールを1通お送りしますか?",
      button: "確認する",
      done: "確認しました: {product} が{event}ときに {email} へメールを1通お送りします。",
      already: "このお知らせは確認済みです。",
      invalid: "リンクが無効か期限切れです。商品ページでもう一度お申し込みください。",
    },
    backInStock: {
      subject: "{product} が再入荷しました",
      body: "お待たせしました: お選びの色の {product} が再入荷しました。数量に限りがあります。",
    },
    priceDrop: {
      subject: "{product} が値下げされました",
      body: "{product} は現在 {price} です(お申し込み時は {before})。",
    },
    view: "商品を見る",
  },
};

/** The event a confirmation page names, in each language. */
export const ALERT_EVENTS: Record<Language, { back_in_stock: string; price_drop: string }> = {
  vi: { back_in_stock: "có hàng lại", price_drop: "giảm giá" },
  en: { back_in_stock: "is back in stock", price_drop: "drops in price" },
  kr: { back_in_stock: "재입고되면", price_drop: "가격이 내려가면" },
  jp: { back_in_stock: "再入荷した", price_drop: "値下げされた" },
};
