import { useTranslation } from "react-i18next";
import { getShopInfo, telHref } from "../../lib/shop-info";

const contactLink = "font-medium text-accent underline underline-offset-4";

/**
 * The closing line of a policy page: one translated sentence (`{{email}}` and `{{phone}}` in it)
 * whose e-mail address and hotline become links.
 */
export function SupportContact({ sentenceKey }: { sentenceKey: string }) {
  const { t } = useTranslation();
  const shop = getShopInfo();
  const [beforeEmail = "", afterEmail = ""] = t(sentenceKey, { email: "\u0000", phone: "\u0001" }).split(
    "\u0000",
  );
  const [betweenLinks = "", afterPhone = ""] = afterEmail.split("\u0001");
  return (
    <p className="mt-10 rounded-2xl bg-sand p-5 leading-relaxed">
      {beforeEmail}
      <a href={`mailto:${shop.supportEmail}`} className={contactLink}>
        {shop.supportEmail}
      </a>
      {betweenLinks}
      <a href={telHref(shop.hotline)} className={contactLink}>
        {shop.hotline}
      </a>
      {afterPhone}
    </p>
  );
}
