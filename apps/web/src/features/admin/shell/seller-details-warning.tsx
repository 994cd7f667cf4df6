import { missingSellerDetails } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../../lib/shop-info";

/**
 * A warning to administrators while the seller's legal details are unset: the product pages, the
 * footer and the sale terms then name no seller (docs/decisions/052-the-buyers-contract-and-records.md).
 * They come from the server's configuration; the banner names the variables to set.
 */
export function SellerDetailsWarning({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const missing = missingSellerDetails(getShopInfo().legal);
  if (!isAdmin || missing.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="seller-details-warning"
    >
      <p className="font-semibold">{t("disclosure.admin_warning_title")}</p>
      <p className="mt-1">{t("disclosure.admin_warning_text", { variables: missing.join(", ") })}</p>
    </div>
  );
}
