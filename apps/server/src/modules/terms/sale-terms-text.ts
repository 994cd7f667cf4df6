import type { Language, PaymentMethod, ShopInfo } from "@shop/shared";

/**
 * The conditions of sale in the four languages, written from the shop's facts (the seller's
 * identity from the configuration, the payment methods offered, the return windows of
 * packages/shared/src/sale-terms.ts). What the Consumer Protection Law 19/2023 asks a seller to
 * tell before the sale (who he is, price, shipping cost, payment, delivery, returns, warranty,
 * complaints) is each a numbered section. Changing a word here makes a new version at the next
 * start (sale-terms.service.ts): orders keep the version they were placed under.
 *
 * The owner should have these read by a lawyer and adjust them here; the return and warranty
 * periods repeat the shop's policy pages (apps/web/src/locales, `returns` and `warranty`).
 */
export const SALE_TERMS_TEMPLATE = "2026-11-26";

export interface SaleTermsFacts {
  shop: Pick<ShopInfo, "name" | "hotline" | "supportEmail" | "legal">;
  paymentMethods: readonly PaymentMethod[];
  returnDays: number;
  returnDaysInaccurate: number;
  publicUrl: string;
}

interface Words {
  title: string;
  seller: string;
  owner: string;
  address: string;
  registration: string;
  issued: (place: string | null, date: string | null) => string;
  contact: string;
  sections: (facts: SaleTermsFacts, methods: string) => string[][];
  methods: Record<PaymentMethod, string>;
}

const WORDS: Record<Language, Words> = {
  vi: {
    title: "ĐIỀU KIỆN GIAO DỊCH CHUNG (ĐIỀU KHOẢN BÁN HÀNG)",
    seller: "1. Người bán",
    owner: "Thương nhân",
    address: "Địa chỉ",
    registration: "Mã số doanh nghiệp (đồng thời là mã số thuế)",
    issued: (place, date) =>
      [place && `nơi cấp: ${place}`, date && `ngày cấp: ${date}`].filter(Boolean).join(", "),
    contact: "Liên hệ",
    methods: {
      cod: "thanh toán khi nhận hàng (COD)",
      vnpay: "VNPay",
      momo: "ví MoMo",
      bank_transfer: "chuyển khoản ngân hàng (VietQR)",
    },
    sections: (f, methods) => [
      [
        "2. Giá và hợp đồng",
        "Giá niêm yết bằng đồng Việt Nam (VNĐ) và đã bao gồm thuế giá trị gia tăng (VAT). Giá của đơn hàng là giá tại thời điểm đặt hàng, do máy chủ của cửa hàng tính; mã giảm giá (nếu có) được trừ trước khi tính tổng.",
        "Hợp đồng được giao kết khi khách hàng đồng ý với các điều khoản này và bấm đặt hàng; cửa hàng gửi xác nhận đơn hàng qua e-mail. Khách hàng có thể xem và tải về đúng phiên bản điều khoản đã chấp nhận từ trang đặt hàng thành công, e-mail xác nhận, tài khoản hoặc trang tra cứu đơn hàng.",
      ],
      [
        "3. Phí vận chuyển",
        "Phí vận chuyển được hiển thị ở trang thanh toán trước khi đặt hàng và là một phần của tổng tiền: theo mức phí cố định của cửa hàng, miễn phí khi giá trị hàng đạt ngưỡng cửa hàng công bố, hoặc theo báo giá của đơn vị vận chuyển mà khách hàng chọn. Không thu thêm khoản nào khi giao hàng.",
      ],
      ["4. Thanh toán", `Các phương thức thanh toán: ${methods}.`],
      [
        "5. Giao hàng",
        "Giao hàng trên toàn quốc đến địa chỉ khách hàng cung cấp, thường 1–2 ngày làm việc tại TP. Hồ Chí Minh và Hà Nội, 3–5 ngày làm việc ở các tỉnh khác. Khách hàng được mở kiểm tra hàng trước khi thanh toán cho người giao hàng.",
      ],
      [
        "6. Đổi trả và hủy đơn",
        `Khách hàng có thể yêu cầu đổi hoặc trả hàng trong ${f.returnDays} ngày kể từ khi nhận hàng, nếu sản phẩm còn nguyên tem, bao bì và chưa qua sử dụng. Nếu thông tin cửa hàng cung cấp về sản phẩm không chính xác, thời hạn này là ${f.returnDaysInaccurate} ngày. Hàng sai mẫu, sai màu, lỗi sản xuất hoặc hư hỏng khi vận chuyển: cửa hàng chịu phí vận chuyển hai chiều.`,
        "Đơn hàng có thể được hủy trước khi được giao cho đơn vị vận chuyển. Tiền được hoàn trong vòng 7 ngày làm việc kể từ khi cửa hàng nhận lại hàng (hoặc hủy đơn), qua cổng thanh toán đã dùng hoặc chuyển khoản.",
      ],
      [
        "7. Bảo hành",
        "Túi được bảo hành 6 tháng kể từ ngày giao đối với lỗi sản xuất (đường may, khóa kéo, khóa cài, quai). Không bảo hành hao mòn thông thường, hư hỏng do tai nạn, nước hoặc sử dụng sai cách.",
      ],
      [
        "8. Khiếu nại",
        `Khiếu nại gửi tới ${f.shop.supportEmail} hoặc đường dây nóng ${f.shop.hotline}, kèm mã đơn hàng; cửa hàng trả lời trong vòng 2 ngày làm việc. Nếu không thỏa thuận được, các bên có thể hòa giải hoặc yêu cầu cơ quan bảo vệ quyền lợi người tiêu dùng, trọng tài hoặc tòa án có thẩm quyền giải quyết theo Luật Bảo vệ quyền lợi người tiêu dùng 2023.`,
      ],
      [
        "9. Dữ liệu cá nhân",
        `Dữ liệu của khách hàng được xử lý theo Chính sách bảo mật tại ${f.publicUrl}/privacy.`,
      ],
    ],
  },
  en: {
    title: "GENERAL CONDITIONS OF SALE",
    seller: "1. The seller",
    owner: "Trader",
    address: "Address",
    registration: "Enterprise code (also the tax code)",
    issued: (place, date) => [place && `issued by ${place}`, date && `on ${date}`].filter(Boolean).join(", "),
    contact: "Contact",
    methods: {
      cod: "cash on delivery (COD)",
      vnpay: "VNPay",
      momo: "MoMo wallet",
      bank_transfer: "bank transfer (VietQR)",
    },
    sections: (f, methods) => [
      [
        "2. Prices and the contract",
        "Prices are in Vietnamese đồng (VNĐ) and include value added tax (VAT). An order's price is the price at the time of ordering, computed by the shop's server; a discount code, if any, is taken off before the total.",
        "The contract is made when the buyer accepts these terms and places the order; the shop confirms the order by e-mail. The buyer can view and download exactly the version of these terms he accepted from the order's success page, the confirmation e-mail, his account or the order lookup.",
      ],
      [
        "3. Shipping cost",
        "The shipping cost is shown on the checkout page before the order and is part of its total: the shop's flat fee, free from the order value the shop announces, or the quote of the carrier the buyer picks. Nothing more is asked for on delivery.",
      ],
      ["4. Payment", `Payment methods: ${methods}.`],
      [
        "5. Delivery",
        "Delivery all over Vietnam to the address the buyer gives, usually 1–2 working days in Ho Chi Minh City and Hanoi and 3–5 working days elsewhere. The buyer may open and check the parcel before paying the courier.",
      ],
      [
        "6. Returns and cancellation",
        `The buyer may ask to exchange or return a bag within ${f.returnDays} days of delivery, unused and with its tags and packaging. When the shop's information about the product was inaccurate, the period is ${f.returnDaysInaccurate} days. Wrong model, wrong colour, a manufacturing fault or damage in transit: the shop pays the shipping both ways.`,
        "An order can be cancelled until it is handed to the carrier. Money is refunded within 7 working days of the shop receiving the bag back (or of the cancellation), through the payment gateway used or by bank transfer.",
      ],
      [
        "7. Warranty",
        "Bags are covered for 6 months from delivery against manufacturing defects (stitching, zips, clasps, handles). Normal wear and damage from accidents, water or misuse are not covered.",
      ],
      [
        "8. Complaints",
        `Complaints go to ${f.shop.supportEmail} or the hotline ${f.shop.hotline}, with the order code; the shop answers within 2 working days. Failing agreement, either side may turn to mediation, the consumer protection authority, arbitration or a competent court under the Consumer Protection Law 2023.`,
      ],
      [
        "9. Personal data",
        `The buyer's data is processed as the privacy policy at ${f.publicUrl}/privacy says.`,
      ],
    ],
  },
  kr: {
    title: "일반 판매 약관",
    seller: "1. 판매자",
    owner: "상인",
    address: "주소",
    registration: "기업 코드(세금 코드 겸용)",
    issued: (place, date) =>
      [place && `발급 기관: ${place}`, date && `발급일: ${date}`].filter(Boolean).join(", "),
    contact: "연락처",
    methods: {
      cod: "착불 결제(COD)",
      vnpay: "VNPay",
      momo: "MoMo 지갑",
      bank_transfer: "계좌 이체(VietQR)",
    },
    sections: (f, methods) => [
      [
        "2. 가격과 계약",
        "가격은 베트남 동(VNĐ)으로 표시되며 부가가치세(VAT)가 포함되어 있습니다. 주문 가격은 주문 시점의 가격으로 상점 서버가 계산하며, 할인 코드가 있으면 합계 전에 차감됩니다.",
        "구매자가 이 약관에 동의하고 주문하면 계약이 성립하며, 상점은 이메일로 주문을 확인합니다. 구매자는 동의한 약관 버전 그대로를 주문 완료 페이지, 확인 이메일, 계정 또는 주문 조회에서 보고 내려받을 수 있습니다.",
      ],
      [
        "3. 배송비",
        "배송비는 주문 전 결제 페이지에 표시되며 합계에 포함됩니다: 상점의 고정 요금, 상점이 공지한 금액 이상이면 무료, 또는 구매자가 선택한 택배사의 견적. 배송 시 추가로 받는 금액은 없습니다.",
      ],
      ["4. 결제", `결제 수단: ${methods}.`],
      [
        "5. 배송",
        "구매자가 입력한 주소로 베트남 전역에 배송하며, 호찌민시와 하노이는 보통 영업일 1–2일, 그 외 지역은 3–5일이 걸립니다. 구매자는 배송원에게 결제하기 전에 상품을 열어 확인할 수 있습니다.",
      ],
      [
        "6. 반품과 취소",
        `구매자는 배송일로부터 ${f.returnDays}일 이내에 사용하지 않고 태그와 포장이 그대로인 가방의 교환 또는 반품을 요청할 수 있습니다. 상점이 제공한 상품 정보가 정확하지 않았다면 이 기간은 ${f.returnDaysInaccurate}일입니다. 모델·색상 오배송, 제조 결함, 배송 중 파손은 상점이 왕복 배송비를 부담합니다.`,
        "주문은 택배사에 인계되기 전까지 취소할 수 있습니다. 환불은 상점이 가방을 돌려받은(또는 취소한) 날로부터 영업일 7일 이내에 사용한 결제 수단 또는 계좌 이체로 이루어집니다.",
      ],
      [
        "7. 품질 보증",
        "가방은 배송일로부터 6개월 동안 제조 결함(바느질, 지퍼, 잠금장치, 손잡이)에 대해 보증됩니다. 일반적인 마모와 사고, 물, 잘못된 사용으로 인한 손상은 보증되지 않습니다.",
      ],
      [
        "8. 불만 처리",
        `불만은 주문 번호와 함께 ${f.shop.supportEmail} 또는 상담 전화 ${f.shop.hotline}로 보내 주세요. 상점은 영업일 2일 이내에 답변합니다. 합의가 되지 않으면 2023년 소비자권익보호법에 따라 조정, 소비자 보호 기관, 중재 또는 관할 법원에 의뢰할 수 있습니다.`,
      ],
      ["9. 개인정보", `구매자의 데이터는 ${f.publicUrl}/privacy 의 개인정보 처리방침에 따라 처리됩니다.`],
    ],
  },
  jp: {
    title: "一般販売条件",
    seller: "1. 販売者",
    owner: "事業者",
    address: "住所",
    registration: "企業コード（税コードを兼ねる）",
    issued: (place, date) =>
      [place && `発行機関: ${place}`, date && `発行日: ${date}`].filter(Boolean).join("、"),
    contact: "連絡先",
    methods: {
      cod: "代金引換（COD）",
      vnpay: "VNPay",
      momo: "MoMoウォレット",
      bank_transfer: "銀行振込（VietQR）",
    },
    sections: (f, methods) => [
      [
        "2. 価格と契約",
        "価格はベトナムドン（VNĐ）で表示され、付加価値税（VAT）を含みます。注文の価格は注文時点の価格で、ショップのサーバーが計算します。割引コードがあれば合計の前に差し引かれます。",
        "購入者がこの条件に同意して注文した時点で契約が成立し、ショップはメールで注文を確認します。購入者は同意した条件の版そのものを、注文完了ページ、確認メール、アカウント、注文照会から閲覧・ダウンロードできます。",
      ],
      [
        "3. 送料",
        "送料は注文前に決済ページに表示され、合計に含まれます。ショップの定額送料、ショップが告知する金額以上で無料、または購入者が選んだ配送業者の見積もりです。配達時に追加で請求することはありません。",
      ],
      ["4. お支払い", `お支払い方法: ${methods}。`],
      [
        "5. 配送",
        "購入者が指定した住所へベトナム全国に配送します。ホーチミン市とハノイは通常1～2営業日、その他の地域は3～5営業日です。購入者は配達員に支払う前に荷物を開けて確認できます。",
      ],
      [
        "6. 返品とキャンセル",
        `購入者は配達日から${f.returnDays}日以内であれば、未使用でタグと包装がそろったバッグの交換または返品を求めることができます。ショップの商品情報が不正確だった場合、この期間は${f.returnDaysInaccurate}日です。モデルや色の誤り、製造上の欠陥、輸送中の破損は、ショップが往復の送料を負担します。`,
        "注文は配送業者に引き渡されるまでキャンセルできます。返金は、ショップがバッグを受け取った日（またはキャンセル日）から7営業日以内に、利用した決済手段または銀行振込で行います。",
      ],
      [
        "7. 保証",
        "バッグは配達日から6か月間、製造上の欠陥（縫製、ファスナー、留め具、持ち手）について保証されます。通常の摩耗、事故・水・誤った使用による損傷は保証の対象外です。",
      ],
      [
        "8. 苦情",
        `苦情は注文番号を添えて ${f.shop.supportEmail} またはホットライン ${f.shop.hotline} へお寄せください。ショップは2営業日以内に回答します。合意に至らない場合、2023年消費者権利保護法に基づき、調停、消費者保護機関、仲裁または管轄裁判所に解決を求めることができます。`,
      ],
      [
        "9. 個人データ",
        `購入者のデータは ${f.publicUrl}/privacy のプライバシーポリシーに従って処理されます。`,
      ],
    ],
  },
};

/** The terms in one language: a plain UTF-8 text, the same bytes every time for the same facts. */
export function renderSaleTerms(language: Language, facts: SaleTermsFacts): string {
  const words = WORDS[language];
  const { legal } = facts.shop;
  const seller = [
    words.seller,
    `${facts.shop.name}${legal.ownerName ? ` — ${words.owner}: ${legal.ownerName}` : ""}`,
    legal.address ? `${words.address}: ${legal.address}` : null,
    legal.registrationNumber
      ? `${words.registration}: ${legal.registrationNumber}${
          legal.registrationPlace || legal.registrationDate
            ? ` (${words.issued(legal.registrationPlace, legal.registrationDate)})`
            : ""
        }`
      : null,
    `${words.contact}: ${facts.shop.hotline} · ${facts.shop.supportEmail}`,
  ].filter((line): line is string => line !== null);
  const methods = facts.paymentMethods.map((method) => words.methods[method]).join(", ");
  const sections = [seller, ...words.sections(facts, methods)];
  return `${words.title}\n\n${sections.map((section) => section.join("\n")).join("\n\n")}\n`;
}
