import {
  formatVnd,
  HTML_LANG,
  originName,
  PAGE_PATHS,
  RETURN_DAYS_INACCURATE_INFORMATION,
} from "@shop/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { currentLanguage, sentenceGap } from "../../lib/i18n";
import { getShopInfo } from "../../lib/shop-info";
import { useShippingSettings } from "../cart";

/**
 * What a buyer must be told before the sale (Consumer Protection Law 19/2023, Art. 37–38;
 * docs/decisions/052-the-buyers-contract-and-records.md), on the product page: where the bag is
 * made, what shipping costs, when it can be returned, and who sells it. The seller's details come
 * from the server's configuration (ShopInfo.legal); a detail the owner has not set is left out.
 */
export function PreContractDisclosure({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shop = getShopInfo();
  const shipping = useShippingSettings();
  const country = originName(origin, HTML_LANG[language]);
  const rule = shipping.data;
  const shippingText = !rule
    ? t("disclosure.shipping_at_checkout")
    : rule.flatFee === 0
      ? t("disclosure.shipping_free")
      : rule.freeFrom !== null
        ? t("disclosure.shipping_flat_free_from", {
            fee: formatVnd(rule.flatFee),
            from: formatVnd(rule.freeFrom),
          })
        : t("disclosure.shipping_flat", { fee: formatVnd(rule.flatFee) });
  const { legal } = shop;
  return (
    <section
      aria-labelledby="disclosure-title"
      className="mt-8 text-sm"
      data-testid="pre-contract-disclosure"
    >
      <h2 id="disclosure-title" className="font-semibold text-ink">
        {t("disclosure.title")}
      </h2>
      <dl className="mt-3 grid gap-3">
        <div>
          <dt className="font-medium text-ink">{t("disclosure.origin")}</dt>
          <dd className="text-muted" data-testid="disclosure-origin">
            {country ?? t("disclosure.origin_unknown")}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t("disclosure.shipping")}</dt>
          <dd className="text-muted">
            {shippingText}
            {sentenceGap(language)}
            {t("disclosure.shipping_carriers")}
            {sentenceGap(language)}
            <Link to={PAGE_PATHS.shipping} className="text-accent-strong underline underline-offset-4">
              {t("disclosure.shipping_policy")}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t("disclosure.returns")}</dt>
          <dd className="text-muted">
            {t("disclosure.returns_text", {
              days: shop.returnDays,
              inaccurateDays: RETURN_DAYS_INACCURATE_INFORMATION,
            })}
            {sentenceGap(language)}
            <Link to={PAGE_PATHS.returns} className="text-accent-strong underline underline-offset-4">
              {t("disclosure.returns_policy")}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-ink">{t("disclosure.seller")}</dt>
          <dd className="text-muted" data-testid="disclosure-seller">
            <span className="block">{legal.ownerName ?? shop.name}</span>
            {legal.registrationNumber && (
              <span className="block">
                {t("legal.registration_number", { number: legal.registrationNumber })}
              </span>
            )}
            {legal.address && <span className="block">{t("legal.address", { address: legal.address })}</span>}
            <span className="block">
              {t("disclosure.contact", { phone: shop.hotline, email: shop.supportEmail })}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
