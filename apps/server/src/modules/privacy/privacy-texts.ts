import type { Language } from "@shop/shared";

/**
 * The privacy module's own texts, in the four languages (the rest of the server's are in
 * i18n/server-texts.ts; these sit here so the mails and the unsubscribe page of this module change
 * together). `{name}` marks are filled by `fillText` there.
 */
export interface PrivacyTexts {
  requestMail: {
    subjectExport: string;
    subjectDelete: string;
    introExport: string;
    introDelete: string;
    action: string;
    expiry: string;
    ignore: string;
  };
  unsubscribe: {
    title: string;
    question: string;
    /** The same for an alert's link (purpose product_alerts): only the alerts stop. */
    questionAlerts: string;
    button: string;
    done: string;
    doneAlerts: string;
    invalid: string;
    footer: string;
  };
}

export const PRIVACY_TEXTS: Record<Language, PrivacyTexts> = {
  vi: {
    requestMail: {
      subjectExport: "{shop}: xác nhận yêu cầu nhận bản sao dữ liệu cá nhân",
      subjectDelete: "{shop}: xác nhận yêu cầu xóa dữ liệu cá nhân",
      introExport:
        "Chúng tôi nhận được yêu cầu gửi bản sao dữ liệu cá nhân mà {shop} lưu về địa chỉ {email} (các đơn hàng đã đặt).",
      introDelete:
        "Chúng tôi nhận được yêu cầu xóa dữ liệu cá nhân mà {shop} lưu về địa chỉ {email}. Đơn hàng vẫn được lưu theo quy định về chứng từ kế toán, nhưng tên, số điện thoại, e-mail và địa chỉ người mua sẽ bị xóa.",
      action: "Xác nhận yêu cầu",
      expiry: "Liên kết có hiệu lực trong 24 giờ và chỉ dùng được một lần.",
      ignore: "Nếu bạn không gửi yêu cầu này, hãy bỏ qua e-mail: không có gì thay đổi.",
    },
    unsubscribe: {
      title: "Hủy nhận e-mail tiếp thị",
      question: "Ngừng gửi e-mail về ưu đãi và sản phẩm mới tới {email}?",
      questionAlerts: "Ngừng gửi e-mail báo có hàng và báo giảm giá tới {email}? Các báo đang chờ sẽ bị huỷ.",
      button: "Hủy đăng ký",
      done: "Đã xong: {email} sẽ không nhận e-mail tiếp thị nữa. E-mail về đơn hàng vẫn được gửi.",
      doneAlerts: "Đã xong: {email} sẽ không nhận e-mail báo có hàng hay giảm giá nữa.",
      invalid: "Liên kết hủy đăng ký không hợp lệ.",
      footer: "Bạn nhận e-mail này vì đã đồng ý nhận tin. Hủy đăng ký: {link}",
    },
  },
  en: {
    requestMail: {
      subjectExport: "{shop}: confirm your request for a copy of your personal data",
      subjectDelete: "{shop}: confirm your request to delete your personal data",
      introExport:
        "We received a request for a copy of the personal data {shop} holds about {email} (the orders placed with it).",
      introDelete:
        "We received a request to delete the personal data {shop} holds about {email}. The orders stay in the accounting records the law asks us to keep, but the buyer's name, phone, e-mail and address are erased from them.",
      action: "Confirm the request",
      expiry: "The link works for 24 hours, once.",
      ignore: "If you did not ask for this, ignore this e-mail: nothing changes.",
    },
    unsubscribe: {
      title: "Unsubscribe from marketing e-mail",
      question: "Stop sending e-mail about offers and new products to {email}?",
      questionAlerts:
        "Stop back-in-stock and price-drop e-mails to {email}? Alerts still waiting are cancelled.",
      button: "Unsubscribe",
      done: "Done: {email} will get no more marketing e-mail. Mail about orders still comes.",
      doneAlerts: "Done: {email} will get no more back-in-stock or price-drop e-mails.",
      invalid: "This unsubscribe link is not valid.",
      footer: "You get this e-mail because you agreed to hear from us. Unsubscribe: {link}",
    },
  },
  kr: {
    requestMail: {
      subjectExport: "{shop}: 개인정보 사본 요청을 확인해 주세요",
      subjectDelete: "{shop}: 개인정보 삭제 요청을 확인해 주세요",
      introExport:
        "{shop}이(가) {email}에 대해 보관 중인 개인정보(해당 주소로 한 주문)의 사본 요청을 받았습니다.",
      introDelete:
        "{shop}이(가) {email}에 대해 보관 중인 개인정보의 삭제 요청을 받았습니다. 주문 기록은 법이 정한 회계 기록으로 남지만, 구매자의 이름, 전화번호, 이메일, 주소는 지워집니다.",
      action: "요청 확인",
      expiry: "링크는 24시간 동안 한 번만 사용할 수 있습니다.",
      ignore: "요청하지 않으셨다면 이 이메일을 무시하세요. 아무것도 바뀌지 않습니다.",
    },
    unsubscribe: {
      title: "마케팅 이메일 수신 거부",
      question: "{email}(으)로 할인 및 신상품 이메일을 그만 보낼까요?",
      questionAlerts:
        "{email}(으)로 재입고 및 가격 인하 알림 이메일을 그만 보낼까요? 대기 중인 알림은 취소됩니다.",
      button: "수신 거부",
      done: "완료: {email}(으)로 더 이상 마케팅 이메일을 보내지 않습니다. 주문 관련 메일은 계속 발송됩니다.",
      doneAlerts: "완료: {email}(으)로 더 이상 재입고·가격 인하 알림을 보내지 않습니다.",
      invalid: "유효하지 않은 수신 거부 링크입니다.",
      footer: "수신에 동의하셨기 때문에 이 이메일을 받으셨습니다. 수신 거부: {link}",
    },
  },
  jp: {
    requestMail: {
      subjectExport: "{shop}: 個人データのコピー請求の確認",
      subjectDelete: "{shop}: 個人データ削除請求の確認",
      introExport:
        "{shop} が {email} について保有する個人データ(このアドレスでのご注文)のコピー請求を受け付けました。",
      introDelete:
        "{shop} が {email} について保有する個人データの削除請求を受け付けました。注文は法律で定められた会計記録として残りますが、購入者の氏名・電話番号・メールアドレス・住所は消去されます。",
      action: "請求を確認する",
      expiry: "リンクの有効期限は24時間で、一度だけ使えます。",
      ignore: "お心当たりがない場合は、このメールを無視してください。何も変更されません。",
    },
    unsubscribe: {
      title: "広告メールの配信停止",
      question: "{email} へのセールや新商品のメールを停止しますか?",
      questionAlerts:
        "{email} への再入荷・値下げのお知らせメールを停止しますか?お待ちのお知らせは取り消されます。",
      button: "配信を停止する",
      done: "完了しました: {email} には今後広告メールをお送りしません。ご注文に関するメールは引き続き届きます。",
      doneAlerts: "完了しました: {email} には今後再入荷・値下げのお知らせをお送りしません。",
      invalid: "この配信停止リンクは無効です。",
      footer: "配信に同意いただいたため、このメールをお送りしています。配信停止: {link}",
    },
  },
};
