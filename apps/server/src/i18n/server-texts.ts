import type { Language } from "@shop/shared";

/**
 * Every text the server writes itself, in the four interface languages: the mails it sends and the
 * words of a page before the web app starts. The web app's labels are in apps/web/src/locales; these
 * are here because the server sends them, and a mail reads as a letter, not as interface labels.
 * `{name}` marks a value filled in by `fillText`; every language uses the same ones (a test checks).
 */
export interface ServerTexts {
  orderConfirmation: {
    subject: string;
    greeting: string;
    thanks: string;
    orderId: string;
    lines: string;
    quantity: string;
    colour: string;
    subtotal: string;
    shipping: string;
    shippingFree: string;
    total: string;
    paymentMethod: string;
    cod: string;
    address: string;
    phone: string;
    callToConfirm: string;
    questions: string;
    signature: string;
  };
  /** Online payments (modules/payments): method names, the transfer details, the expiry mail. */
  payments: {
    method_vnpay: string;
    method_momo: string;
    method_bank_transfer: string;
    awaitingPayment: string;
    transferTitle: string;
    transferScan: string;
    bank: string;
    accountNumber: string;
    accountName: string;
    amount: string;
    note: string;
    expiredSubject: string;
    expiredBody: string;
    expiredPaid: string;
  };
  passwordReset: {
    subject: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
  };
  /** The link mailed at registration (and on a resend) to prove the address. */
  emailVerification: {
    subject: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
  };
  /** The mail telling a customer that an order's status or payment status changed. */
  orderStatusMail: {
    subject: string;
    greeting: string;
    statusChanged: string;
    paymentChanged: string;
    lookup: string;
    signature: string;
    status_pending: string;
    status_confirmed: string;
    status_shipping: string;
    status_delivered: string;
    status_cancelled: string;
    status_returned: string;
    payment_unpaid: string;
    payment_paid: string;
    payment_refunded: string;
    payment_partially_refunded: string;
  };
  /** Shipments (modules/shipping): the tracking line of the status mails, the packing slip. */
  shipments: {
    /** "{carrier}: tracking code {code}". */
    tracking: string;
    trackingLink: string;
    slipTitle: string;
    recipient: string;
    product: string;
    colour: string;
    quantity: string;
    cod: string;
    codNone: string;
    carrier: string;
    trackingCode: string;
    orderCode: string;
    placedOn: string;
  };
  /** The ten named colours (shared COLOURS), by their English name. */
  colours: Record<
    "Black" | "White" | "Red" | "Blue" | "Green" | "Yellow" | "Pink" | "Gray" | "Brown" | "Beige",
    string
  >;
  /** The `<head>` of a page the server sends before the web app runs. */
  page: {
    tagline: string;
    description: string;
  };
}

export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  vi: {
    orderConfirmation: {
      subject: "Xác nhận đơn hàng {orderId}",
      greeting: "Xin chào {name},",
      thanks: "Cảm ơn bạn đã đặt hàng! Chúng tôi đã nhận được đơn hàng của bạn.",
      orderId: "Mã đơn hàng",
      lines: "Sản phẩm",
      quantity: "Số lượng: {quantity}",
      colour: "Màu",
      subtotal: "Tạm tính",
      shipping: "Phí vận chuyển",
      shippingFree: "Miễn phí",
      total: "Tổng cộng",
      paymentMethod: "Thanh toán",
      cod: "Thanh toán khi nhận hàng (COD)",
      address: "Địa chỉ giao hàng",
      phone: "Số điện thoại",
      callToConfirm: "Chúng tôi sẽ gọi điện cho bạn để xác nhận đơn hàng trước khi giao.",
      questions: "Nếu có câu hỏi, hãy gọi {hotline} hoặc viết cho {email}.",
      signature: "Trân trọng,\n{shop}",
    },
    payments: {
      method_vnpay: "VNPay (thẻ ATM, thẻ quốc tế, QR ngân hàng)",
      method_momo: "Ví MoMo",
      method_bank_transfer: "Chuyển khoản ngân hàng (VietQR)",
      awaitingPayment: "Đơn hàng được xác nhận khi chúng tôi nhận được thanh toán.",
      transferTitle: "Chuyển khoản để hoàn tất đơn hàng",
      transferScan:
        "Quét mã QR bằng ứng dụng ngân hàng, hoặc chuyển khoản với thông tin dưới đây. Hãy giữ nguyên nội dung chuyển khoản.",
      bank: "Ngân hàng",
      accountNumber: "Số tài khoản",
      accountName: "Chủ tài khoản",
      amount: "Số tiền",
      note: "Nội dung chuyển khoản",
      expiredSubject: "Đơn hàng {orderId} đã bị huỷ",
      expiredBody:
        "Chúng tôi chưa nhận được thanh toán cho đơn hàng {orderId} trong {minutes} phút, nên đơn hàng đã được huỷ và sản phẩm được trả lại kho. Bạn có thể đặt lại bất cứ lúc nào.",
      expiredPaid:
        "Nếu bạn đã thanh toán, đừng lo: hãy liên hệ {hotline} hoặc {email}, chúng tôi sẽ kiểm tra và hoàn tiền hoặc giao hàng.",
    },
    passwordReset: {
      subject: "Đặt lại mật khẩu tại {shop}",
      intro: "Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản {email}.",
      action: "Đặt mật khẩu mới",
      expiry: "Liên kết có hiệu lực trong 1 giờ và chỉ dùng được một lần.",
      ignore: "Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.",
    },
    emailVerification: {
      subject: "Xác nhận địa chỉ e-mail tại {shop}",
      intro: "Cảm ơn bạn đã đăng ký tài khoản {email}. Hãy xác nhận đây là địa chỉ của bạn.",
      action: "Xác nhận e-mail",
      expiry: "Liên kết có hiệu lực trong 24 giờ và chỉ dùng được một lần.",
      ignore: "Nếu bạn không đăng ký, hãy bỏ qua thư này.",
    },
    orderStatusMail: {
      subject: "Đơn hàng {orderId}: {status}",
      greeting: "Xin chào {name},",
      statusChanged: "Đơn hàng {orderId} của bạn đã chuyển sang trạng thái: {status}.",
      paymentChanged: "Trạng thái thanh toán của đơn hàng {orderId}: {status}.",
      lookup: "Xem đơn hàng bằng mã đơn và số điện thoại:",
      signature: "Trân trọng,\n{shop}",
      status_pending: "Đang xử lý",
      status_confirmed: "Đã xác nhận",
      status_shipping: "Đang giao",
      status_delivered: "Đã giao",
      status_cancelled: "Đã huỷ",
      status_returned: "Đã hoàn về shop",
      payment_unpaid: "Chưa thanh toán",
      payment_paid: "Đã thanh toán",
      payment_refunded: "Đã hoàn tiền",
      payment_partially_refunded: "Đã hoàn một phần tiền",
    },
    shipments: {
      tracking: "Đơn vị vận chuyển {carrier}, mã vận đơn {code}",
      trackingLink: "Theo dõi đơn hàng",
      slipTitle: "Phiếu đóng gói",
      recipient: "Người nhận",
      product: "Sản phẩm",
      colour: "Màu",
      quantity: "SL",
      cod: "Thu hộ (COD)",
      codNone: "Không thu tiền (đã thanh toán)",
      carrier: "Đơn vị vận chuyển",
      trackingCode: "Mã vận đơn",
      orderCode: "Mã đơn hàng",
      placedOn: "Ngày đặt",
    },
    colours: {
      Black: "Đen",
      White: "Trắng",
      Red: "Đỏ",
      Blue: "Xanh dương",
      Green: "Xanh lá",
      Yellow: "Vàng",
      Pink: "Hồng",
      Gray: "Xám",
      Brown: "Nâu",
      Beige: "Be",
    },
    page: {
      tagline: "Túi xách, túi đeo vai, túi đeo chéo và phụ kiện",
      description:
        "Cửa hàng túi xách trực tuyến: túi xách tay, túi đeo vai, túi đeo chéo và phụ kiện. Giá bằng VNĐ, thanh toán khi nhận hàng.",
    },
  },
  en: {
    orderConfirmation: {
      subject: "Order confirmation {orderId}",
      greeting: "Hello {name},",
      thanks: "Thank you for your order! We have received it.",
      orderId: "Order ID",
      lines: "Items",
      quantity: "Quantity: {quantity}",
      colour: "Colour",
      subtotal: "Subtotal",
      shipping: "Shipping",
      shippingFree: "Free",
      total: "Total",
      paymentMethod: "Payment",
      cod: "Cash on delivery (COD)",
      address: "Delivery address",
      phone: "Phone number",
      callToConfirm: "We will call you to confirm your order before it is shipped.",
      questions: "Any questions? Call {hotline} or write to {email}.",
      signature: "Kind regards,\n{shop}",
    },
    payments: {
      method_vnpay: "VNPay (ATM card, international card, bank QR)",
      method_momo: "MoMo wallet",
      method_bank_transfer: "Bank transfer (VietQR)",
      awaitingPayment: "Your order is confirmed once we receive your payment.",
      transferTitle: "Transfer to complete your order",
      transferScan:
        "Scan the QR code with your banking app, or transfer with the details below. Please keep the transfer note exactly as shown.",
      bank: "Bank",
      accountNumber: "Account number",
      accountName: "Account holder",
      amount: "Amount",
      note: "Transfer note",
      expiredSubject: "Order {orderId} was cancelled",
      expiredBody:
        "We did not receive the payment for order {orderId} within {minutes} minutes, so the order was cancelled and its items returned to stock. You are welcome to order again at any time.",
      expiredPaid:
        "If you did pay, don't worry: contact us at {hotline} or {email} and we will check and refund or ship.",
    },
    passwordReset: {
      subject: "Reset your password at {shop}",
      intro: "We received a request to reset the password of the account {email}.",
      action: "Choose a new password",
      expiry: "The link works for 1 hour and only once.",
      ignore: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    },
    emailVerification: {
      subject: "Confirm your e-mail address at {shop}",
      intro: "Thank you for creating the account {email}. Please confirm that this address is yours.",
      action: "Confirm e-mail",
      expiry: "The link works for 24 hours and only once.",
      ignore: "If you did not sign up, ignore this e-mail.",
    },
    orderStatusMail: {
      subject: "Order {orderId}: {status}",
      greeting: "Hello {name},",
      statusChanged: "Your order {orderId} is now: {status}.",
      paymentChanged: "Payment of your order {orderId}: {status}.",
      lookup: "Follow your order with its code and your phone number:",
      signature: "Kind regards,\n{shop}",
      status_pending: "Pending",
      status_confirmed: "Confirmed",
      status_shipping: "Shipping",
      status_delivered: "Delivered",
      status_cancelled: "Cancelled",
      status_returned: "Returned to the shop",
      payment_unpaid: "Unpaid",
      payment_paid: "Paid",
      payment_refunded: "Refunded",
      payment_partially_refunded: "Partly refunded",
    },
    shipments: {
      tracking: "Carrier {carrier}, tracking code {code}",
      trackingLink: "Track the parcel",
      slipTitle: "Packing slip",
      recipient: "Recipient",
      product: "Product",
      colour: "Colour",
      quantity: "Qty",
      cod: "Cash on delivery",
      codNone: "Nothing to collect (paid)",
      carrier: "Carrier",
      trackingCode: "Tracking code",
      orderCode: "Order code",
      placedOn: "Placed on",
    },
    colours: {
      Black: "Black",
      White: "White",
      Red: "Red",
      Blue: "Blue",
      Green: "Green",
      Yellow: "Yellow",
      Pink: "Pink",
      Gray: "Gray",
      Brown: "Brown",
      Beige: "Beige",
    },
    page: {
      tagline: "Handbags, shoulder bags, crossbody bags and accessories",
      description:
        "An online shop for handbags, shoulder bags, crossbody bags and accessories. Prices in VNĐ, cash on delivery.",
    },
  },
  kr: {
    orderConfirmation: {
      subject: "주문 확인 {orderId}",
      greeting: "{name}님, 안녕하세요.",
      thanks: "주문해 주셔서 감사합니다! 주문이 정상적으로 접수되었습니다.",
      orderId: "주문 번호",
      lines: "주문 상품",
      quantity: "수량: {quantity}",
      colour: "색상",
      subtotal: "소계",
      shipping: "배송비",
      shippingFree: "무료",
      total: "합계",
      paymentMethod: "결제 방법",
      cod: "착불 결제 (COD)",
      address: "배송 주소",
      phone: "전화번호",
      callToConfirm: "배송 전에 주문 확인을 위해 전화드리겠습니다.",
      questions: "문의 사항은 {hotline} 또는 {email}로 연락해 주세요.",
      signature: "감사합니다.\n{shop}",
    },
    payments: {
      method_vnpay: "VNPay (ATM 카드, 해외 카드, 은행 QR)",
      method_momo: "MoMo 지갑",
      method_bank_transfer: "계좌 이체 (VietQR)",
      awaitingPayment: "결제가 확인되면 주문이 확정됩니다.",
      transferTitle: "주문을 완료하려면 이체해 주세요",
      transferScan:
        "은행 앱으로 QR 코드를 스캔하거나 아래 정보로 이체해 주세요. 이체 메모는 그대로 입력해 주세요.",
      bank: "은행",
      accountNumber: "계좌 번호",
      accountName: "예금주",
      amount: "금액",
      note: "이체 메모",
      expiredSubject: "주문 {orderId}이(가) 취소되었습니다",
      expiredBody:
        "{minutes}분 안에 주문 {orderId}의 결제를 받지 못해 주문이 취소되었고 상품은 재고로 돌아갔습니다. 언제든지 다시 주문하실 수 있습니다.",
      expiredPaid:
        "이미 결제하셨다면 {hotline} 또는 {email}로 연락해 주세요. 확인 후 환불하거나 배송해 드립니다.",
    },
    passwordReset: {
      subject: "{shop} 비밀번호 재설정",
      intro: "{email} 계정의 비밀번호 재설정 요청을 받았습니다.",
      action: "새 비밀번호 설정",
      expiry: "이 링크는 1시간 동안 한 번만 사용할 수 있습니다.",
      ignore: "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.",
    },
    emailVerification: {
      subject: "{shop} 이메일 주소 확인",
      intro: "{email} 계정을 만들어 주셔서 감사합니다. 본인의 주소인지 확인해 주세요.",
      action: "이메일 확인",
      expiry: "이 링크는 24시간 동안 한 번만 사용할 수 있습니다.",
      ignore: "가입하지 않으셨다면 이 메일을 무시하세요.",
    },
    orderStatusMail: {
      subject: "주문 {orderId}: {status}",
      greeting: "{name}님, 안녕하세요.",
      statusChanged: "주문 {orderId}의 상태가 변경되었습니다: {status}.",
      paymentChanged: "주문 {orderId}의 결제 상태: {status}.",
      lookup: "주문 번호와 전화번호로 주문을 확인하세요:",
      signature: "감사합니다.\n{shop}",
      status_pending: "처리 중",
      status_confirmed: "주문 확인",
      status_shipping: "배송 중",
      status_delivered: "배송 완료",
      status_cancelled: "취소됨",
      status_returned: "반송됨",
      payment_unpaid: "미결제",
      payment_paid: "결제 완료",
      payment_refunded: "환불됨",
      payment_partially_refunded: "부분 환불됨",
    },
    shipments: {
      tracking: "택배사 {carrier}, 운송장 번호 {code}",
      trackingLink: "배송 조회",
      slipTitle: "포장 명세서",
      recipient: "받는 사람",
      product: "상품",
      colour: "색상",
      quantity: "수량",
      cod: "착불 결제 금액",
      codNone: "수금 없음 (결제 완료)",
      carrier: "택배사",
      trackingCode: "운송장 번호",
      orderCode: "주문 번호",
      placedOn: "주문일",
    },
    colours: {
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
    page: {
      tagline: "핸드백, 숄더백, 크로스백 및 액세서리",
      description: "핸드백, 숄더백, 크로스백, 액세서리 온라인 쇼핑몰. VNĐ 가격, 착불 결제.",
    },
  },
  jp: {
    orderConfirmation: {
      subject: "ご注文確認 {orderId}",
      greeting: "{name} 様",
      thanks: "ご注文いただきありがとうございます。ご注文を承りました。",
      orderId: "注文番号",
      lines: "ご注文商品",
      quantity: "数量: {quantity}",
      colour: "カラー",
      subtotal: "小計",
      shipping: "送料",
      shippingFree: "無料",
      total: "合計",
      paymentMethod: "お支払い方法",
      cod: "代金引換 (COD)",
      address: "お届け先住所",
      phone: "電話番号",
      callToConfirm: "発送前に、ご注文内容の確認のためお電話いたします。",
      questions: "ご不明な点は {hotline} または {email} までお問い合わせください。",
      signature: "{shop}",
    },
    payments: {
      method_vnpay: "VNPay（ATMカード・国際カード・銀行QR）",
      method_momo: "MoMoウォレット",
      method_bank_transfer: "銀行振込（VietQR）",
      awaitingPayment: "お支払いを確認した時点でご注文が確定します。",
      transferTitle: "お振込みでご注文を完了してください",
      transferScan:
        "銀行アプリでQRコードを読み取るか、下記の情報でお振込みください。振込メモは表示どおりにご入力ください。",
      bank: "銀行",
      accountNumber: "口座番号",
      accountName: "口座名義",
      amount: "金額",
      note: "振込メモ",
      expiredSubject: "ご注文 {orderId} はキャンセルされました",
      expiredBody:
        "ご注文 {orderId} のお支払いを {minutes} 分以内に確認できなかったため、ご注文はキャンセルされ、商品は在庫に戻りました。いつでも再度ご注文いただけます。",
      expiredPaid:
        "すでにお支払い済みの場合は、{hotline} または {email} までご連絡ください。確認のうえ返金または発送いたします。",
    },
    passwordReset: {
      subject: "{shop} パスワードの再設定",
      intro: "{email} のアカウントのパスワード再設定のご依頼を受け付けました。",
      action: "新しいパスワードを設定する",
      expiry: "このリンクの有効期限は1時間で、1回のみ使用できます。",
      ignore: "お心当たりのない場合は、このメールを無視してください。パスワードは変更されません。",
    },
    emailVerification: {
      subject: "{shop} メールアドレスの確認",
      intro:
        "{email} のアカウントをご登録いただきありがとうございます。ご本人のアドレスであることをご確認ください。",
      action: "メールアドレスを確認する",
      expiry: "このリンクの有効期限は24時間で、1回のみ使用できます。",
      ignore: "お心当たりのない場合は、このメールを無視してください。",
    },
    orderStatusMail: {
      subject: "ご注文 {orderId}: {status}",
      greeting: "{name} 様",
      statusChanged: "ご注文 {orderId} の状況が変わりました: {status}。",
      paymentChanged: "ご注文 {orderId} のお支払い状況: {status}。",
      lookup: "注文番号と電話番号でご注文を確認できます:",
      signature: "よろしくお願いいたします。\n{shop}",
      status_pending: "処理中",
      status_confirmed: "確認済み",
      status_shipping: "配送中",
      status_delivered: "配達済み",
      status_cancelled: "キャンセル済み",
      status_returned: "返送済み",
      payment_unpaid: "未払い",
      payment_paid: "支払い済み",
      payment_refunded: "返金済み",
      payment_partially_refunded: "一部返金済み",
    },
    shipments: {
      tracking: "配送業者 {carrier}、追跡番号 {code}",
      trackingLink: "配送状況を確認",
      slipTitle: "納品書",
      recipient: "お届け先",
      product: "商品",
      colour: "色",
      quantity: "数量",
      cod: "代金引換",
      codNone: "集金なし（支払い済み）",
      carrier: "配送業者",
      trackingCode: "追跡番号",
      orderCode: "注文番号",
      placedOn: "注文日",
    },
    colours: {
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
    page: {
      tagline: "ハンドバッグ、ショルダーバッグ、クロスボディバッグ、アクセサリー",
      description:
        "ハンドバッグ、ショルダーバッグ、クロスボディバッグ、アクセサリーのオンラインショップ。価格はVNĐ、代金引換に対応。",
    },
  },
};

/** A text with its `{name}` marks replaced; a mark without a value stays as it is. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}
