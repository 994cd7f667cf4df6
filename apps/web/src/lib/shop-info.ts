import {
  DEFAULT_SHOP_INFO,
  PAYMENT_METHODS,
  type PaymentMethod,
  type ShopInfo,
  type ShopLegalInfo,
} from "@shop/shared";

/**
 * The server puts the shop's contact details into the page as
 * `<script id="shop-info" type="application/json">…</script>` (at `<!--app-data-->` in index.html).
 * Without it (Vite dev server, tests) or when it is unreadable, the shared defaults apply.
 */
export function readShopInfo(doc: Document = document): ShopInfo {
  const text = doc.getElementById("shop-info")?.textContent;
  if (!text) return DEFAULT_SHOP_INFO;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return DEFAULT_SHOP_INFO;
  }
  if (!parsed || typeof parsed !== "object") return DEFAULT_SHOP_INFO;
  const data = parsed as Record<string, unknown>;
  const textField = (key: keyof ShopInfo, fallback: string): string => {
    const value = data[key];
    return typeof value === "string" && value.trim() !== "" ? value : fallback;
  };
  const optionalText = (key: keyof ShopInfo): string | null => {
    const value = data[key];
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };
  const flag = (key: keyof ShopInfo, fallback: boolean): boolean => {
    const value = data[key];
    return typeof value === "boolean" ? value : fallback;
  };
  return {
    name: textField("name", DEFAULT_SHOP_INFO.name),
    hotline: textField("hotline", DEFAULT_SHOP_INFO.hotline),
    supportEmail: textField("supportEmail", DEFAULT_SHOP_INFO.supportEmail),
    facebookUrl: textField("facebookUrl", DEFAULT_SHOP_INFO.facebookUrl),
    instagramUrl: textField("instagramUrl", DEFAULT_SHOP_INFO.instagramUrl),
    messengerUrl: textField("messengerUrl", DEFAULT_SHOP_INFO.messengerUrl),
    messengerPageId: optionalText("messengerPageId"),
    zaloUrl: optionalText("zaloUrl"),
    googleEnabled: flag("googleEnabled", DEFAULT_SHOP_INFO.googleEnabled),
    facebookEnabled: flag("facebookEnabled", DEFAULT_SHOP_INFO.facebookEnabled),
    paymentMethods: paymentMethods(data.paymentMethods),
    legal: readLegalInfo(data.legal),
    returnDays: returnDays(data.returnDays),
  };
}

/** The server's RETURN_DAYS (a whole number of days, 1 to 365 as config.ts accepts), or the default. */
function returnDays(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 365
    ? value
    : DEFAULT_SHOP_INFO.returnDays;
}

function readLegalInfo(value: unknown): ShopLegalInfo {
  const data = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const text = (key: keyof ShopLegalInfo): string | null => {
    const field = data[key];
    return typeof field === "string" && field.trim() !== "" ? field : null;
  };
  const moitUrl = text("moitRegistrationUrl");
  const date = text("registrationDate");
  return {
    ownerName: text("ownerName"),
    address: text("address"),
    registrationNumber: text("registrationNumber"),
    registrationPlace: text("registrationPlace"),
    registrationDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    // Only a web address becomes a link (never javascript: or the like).
    moitRegistrationUrl: moitUrl && /^https?:\/\//.test(moitUrl) ? moitUrl : null,
  };
}

/** The methods the server offers; cash on delivery whatever the page says. */
function paymentMethods(value: unknown): PaymentMethod[] {
  const known = (item: unknown): item is PaymentMethod =>
    typeof item === "string" && (PAYMENT_METHODS as readonly string[]).includes(item);
  const listed = Array.isArray(value) ? value.filter(known) : [];
  return listed.includes("cod") ? listed : ["cod", ...listed];
}

let cached: ShopInfo | undefined;

/** The shop info of this page, read once. */
export function getShopInfo(): ShopInfo {
  cached ??= readShopInfo();
  return cached;
}

/** `1900 6868` → `tel:19006868`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
