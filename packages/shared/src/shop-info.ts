import { type PaymentMethod, RETURN_DAYS_DEFAULT } from "./constants";

/**
 * The shop's public contact details: the server reads them from its configuration and hands them
 * to the web app in the page it sends; these are the defaults for both.
 */
export interface ShopInfo {
  name: string;
  hotline: string;
  supportEmail: string;
  facebookUrl: string;
  instagramUrl: string;
  messengerUrl: string;
  messengerPageId: string | null;
  zaloUrl: string | null;
  googleEnabled: boolean;
  facebookEnabled: boolean;
  /**
   * The seller's legal identity, which Vietnam's e-commerce decree (52/2013/NĐ-CP, as amended by
   * 85/2021/NĐ-CP, article 29) asks a shop's website to show: the owner's (business) name, its
   * address, the business registration number with the place and date it was issued. Each is null
   * until configured: the footer shows only what the owner has set, never an invented number.
   */
  legal: ShopLegalInfo;
  /** The payment methods checkout offers: cod always, the online ones when configured. */
  paymentMethods: PaymentMethod[];
  /**
   * Days after delivery a buyer may return an order: the server's RETURN_DAYS, the one its sale
   * terms and returns use, so the product page and the checkout state the same window.
   */
  returnDays: number;
}

export interface ShopLegalInfo {
  /** "Công ty TNHH Lumi Bags" or the household business's owner. */
  ownerName: string | null;
  address: string | null;
  /** Mã số doanh nghiệp (or the household business registration number). */
  registrationNumber: string | null;
  /** Who issued the registration certificate, e.g. "Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh". */
  registrationPlace: string | null;
  /** The date of first issue, YYYY-MM-DD. */
  registrationDate: string | null;
  /**
   * The shop's record on the Ministry of Industry and Trade's e-commerce portal
   * (online.gov.vn); with it the footer shows the "notified" badge linking there.
   */
  moitRegistrationUrl: string | null;
}

export const EMPTY_SHOP_LEGAL_INFO: ShopLegalInfo = {
  ownerName: null,
  address: null,
  registrationNumber: null,
  registrationPlace: null,
  registrationDate: null,
  moitRegistrationUrl: null,
};

export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: "Lumi Bags",
  hotline: "1900 6868",
  supportEmail: "support@lumibags.vn",
  facebookUrl: "https://www.facebook.com/lumibags.vn",
  instagramUrl: "https://www.instagram.com/lumibags.vn",
  messengerUrl: "https://m.me/lumibags.vn",
  messengerPageId: null,
  zaloUrl: null,
  googleEnabled: false,
  facebookEnabled: false,
  legal: EMPTY_SHOP_LEGAL_INFO,
  paymentMethods: ["cod"],
  returnDays: RETURN_DAYS_DEFAULT,
};
