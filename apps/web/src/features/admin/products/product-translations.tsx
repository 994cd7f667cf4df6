import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "@shop/shared";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NATIVE_NAMES } from "../../../lib/i18n";
import type { TranslationDraft } from "./product-form-model";

const inputClass =
  "w-full rounded-lg border border-line bg-surface px-3 py-2.5 focus:border-accent aria-[invalid=true]:border-red-700";

const FIELDS: ReadonlyArray<{ field: keyof TranslationDraft; label: string; multiline?: boolean }> = [
  { field: "name", label: "admin.product_name" },
  { field: "description", label: "admin.description_label", multiline: true },
  { field: "material", label: "admin.material" },
  { field: "careInstructions", label: "admin.care_instructions" },
  { field: "promotionText", label: "product_content.promotion_text" },
];

/**
 * The product's texts in the other languages, one ARIA tab per language (the Vietnamese fields
 * above are the product's own and required). A field left empty shows the Vietnamese one to
 * that language's shoppers, which the hint under each tab says.
 */
export function ProductTranslations({
  value,
  vietnameseName,
  onChange,
  error,
}: {
  value: Record<TranslatedLanguage, TranslationDraft>;
  vietnameseName: string;
  onChange: (language: TranslatedLanguage, field: keyof TranslationDraft, text: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useState<TranslatedLanguage>("en");
  const tabs = useRef(new Map<Language, HTMLButtonElement>());

  // Arrow keys move between the tabs, Home and End to the first and last (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TRANSLATED_LANGUAGES.indexOf(selected);
    const last = TRANSLATED_LANGUAGES.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % (last + 1)
        : event.key === "ArrowLeft"
          ? (index + last) % (last + 1)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const language = TRANSLATED_LANGUAGES[next] ?? "en";
    setSelected(language);
    tabs.current.get(language)?.focus();
  };

  return (
    <fieldset className="rounded-xl border border-line p-4" data-testid="product-translations">
      <legend className="px-1 text-sm font-semibold">{t("product_content.translations")}</legend>
      <p className="mb-3 text-sm text-muted">{t("product_content.translations_hint")}</p>
      <div role="tablist" aria-label={t("product_content.translations")} className="flex flex-wrap gap-2">
        {TRANSLATED_LANGUAGES.map((language) => (
          <button
            key={language}
            ref={(element) => {
              if (element) tabs.current.set(language, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${language}`}
            aria-selected={selected === language}
            aria-controls={`${id}-panel-${language}`}
            tabIndex={selected === language ? 0 : -1}
            onClick={() => setSelected(language)}
            onKeyDown={onKeyDown}
            className={`tap rounded-full border px-4 text-sm ${
              selected === language ? "border-accent bg-accent-soft font-medium" : "border-line"
            }`}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </button>
        ))}
      </div>
      {TRANSLATED_LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={selected !== language}
          className="mt-4 grid gap-4 md:grid-cols-2"
        >
          {FIELDS.map(({ field, label, multiline }) => {
            const fieldId = `${id}-${language}-${field}`;
            const props = {
              id: fieldId,
              value: value[language][field],
              placeholder: field === "name" ? vietnameseName : undefined,
              className: inputClass,
            };
            return (
              <div key={field} className={multiline ? "md:col-span-2" : undefined}>
                <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
                  {t(label)} ({LANGUAGE_NATIVE_NAMES[language]})
                </label>
                {multiline ? (
                  <textarea
                    {...props}
                    rows={3}
                    onChange={(event) => onChange(language, field, event.target.value)}
                  />
                ) : (
                  <input {...props} onChange={(event) => onChange(language, field, event.target.value)} />
                )}
              </div>
            );
          })}
        </div>
      ))}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
