import { COMMON_PRODUCT_ORIGINS, HTML_LANG, originName } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";

/**
 * The product's country of origin, shown to shoppers before the sale (docs/decisions/052-the-buyers-contract-and-records.md):
 * the common countries by name in the owner's language, and whatever code the product already has
 * (the CSV takes any ISO 3166-1 code).
 */
export function OriginField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const locale = HTML_LANG[currentLanguage()];
  const codes: string[] = [...COMMON_PRODUCT_ORIGINS];
  if (value && !codes.includes(value)) codes.push(value);
  return (
    <div className="max-w-xs">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {t("admin.origin")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2"
      >
        <option value="">{t("admin.origin_unknown")}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {originName(code, locale) ?? code}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}
