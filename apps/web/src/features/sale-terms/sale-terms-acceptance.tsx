import { RETURN_DAYS_INACCURATE_INFORMATION, saleTermsPath } from "@shop/shared";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { sentenceGap } from "../../lib/i18n";
import { getShopInfo } from "../../lib/shop-info";
import type { SaleTermsAcceptanceState } from "./use-sale-terms-acceptance";

/**
 * The terms before the order (Consumer Protection Law 19/2023, Art. 37–38;
 * docs/decisions/052-the-buyers-contract-and-records.md): a summary a shopper reads in a few
 * seconds, the full text of the version in force to open or download, and a box the shopper ticks
 * himself (never ticked in advance). The order is sent only with it ticked (checkout-page.tsx).
 */
export function SaleTermsAcceptance({ acceptance }: { acceptance: SaleTermsAcceptanceState }) {
  const { t } = useTranslation();
  const id = useId();
  const shop = getShopInfo();
  const { terms } = acceptance;
  const seller = shop.legal.ownerName ?? shop.name;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
      data-testid="sale-terms"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("sale_terms.title")}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t("sale_terms.summary_seller", { seller })}</li>
        <li>{t("sale_terms.summary_prices")}</li>
        <li>{t("sale_terms.summary_shipping")}</li>
        <li>
          {t("sale_terms.summary_returns", {
            days: shop.returnDays,
            inaccurateDays: RETURN_DAYS_INACCURATE_INFORMATION,
          })}
        </li>
        <li>{t("sale_terms.summary_warranty")}</li>
        <li>{t("sale_terms.summary_complaints", { email: shop.supportEmail, phone: shop.hotline })}</li>
      </ul>
      {terms.isPending ? (
        <p className="text-sm text-muted">{t("sale_terms.loading")}</p>
      ) : terms.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("sale_terms.error_loading")}
          {sentenceGap()}
          <button type="button" onClick={() => void terms.refetch()} className="underline">
            {t("common.retry")}
          </button>
        </p>
      ) : (
        <>
          <details className="text-sm">
            <summary className="tap cursor-pointer font-medium text-accent-strong">
              {t("sale_terms.read_full", { version: terms.data.version })}
            </summary>
            <pre
              className="mt-2 max-h-80 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-sand p-3 font-sans text-xs leading-relaxed"
              data-testid="sale-terms-text"
            >
              {terms.data.text}
            </pre>
            <a
              href={saleTermsPath(terms.data.version, terms.data.language)}
              download
              className="mt-2 inline-block text-accent-strong underline underline-offset-4"
            >
              {t("sale_terms.download")}
            </a>
          </details>
          <label className="flex items-start gap-3 text-sm">
            <input
              ref={acceptance.checkboxRef}
              type="checkbox"
              name="acceptSaleTerms"
              checked={acceptance.isAccepted}
              onChange={(event) => acceptance.setAccepted(event.target.checked)}
              aria-invalid={acceptance.isMissing}
              aria-describedby={acceptance.isMissing ? `${id}-error` : undefined}
              className="mt-0.5 size-5 shrink-0 accent-accent"
            />
            <span>{t("sale_terms.accept", { version: terms.data.version })}</span>
          </label>
        </>
      )}
      {acceptance.isMissing && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {t("sale_terms.error_required")}
        </p>
      )}
    </section>
  );
}
