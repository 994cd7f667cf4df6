import type { PaymentMethod } from "./constants";

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
  /** The payment methods checkout offers: cod always, the online ones when configured. */
  paymentMethods: PaymentMethod[];
}

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
  paymentMethods: ["cod"],
};
