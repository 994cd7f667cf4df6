import { saleTermsPath } from "@shop/shared";
import { useTranslation } from "react-i18next";

/**
 * Where the buyer reads and keeps the terms his order was placed under. A version never changes
 * once stored, so its public text is exactly those terms (the server checks the order's hash
 * against it: GET /api/orders/:orderId/terms); linking it keeps the guest's phone out of links
 * (features/order-lookup). In the order's language: the text the shopper read at checkout, whose
 * hash the order stored. Nothing for an order placed before the terms were kept.
 */
export function OrderTermsLinks({
  orderId,
  termsVersion,
  language,
  className = "mt-3 text-sm",
}: {
  orderId: string;
  termsVersion: string | null;
  language: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!termsVersion) return null;
  const href = saleTermsPath(termsVersion, language);
  return (
    <p className={className} data-testid="order-terms">
      <span>{t("sale_terms.order_terms", { version: termsVersion })}</span>{" "}
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="text-accent-strong underline underline-offset-4"
      >
        {t("sale_terms.view")}
      </a>
      {" · "}
      <a
        href={href}
        download={`${orderId}-sale-terms-${termsVersion}.txt`}
        className="text-accent-strong underline underline-offset-4"
      >
        {t("sale_terms.download")}
      </a>
    </p>
  );
}
