import { PAGE_PATHS, PRIVACY_NOTICE_VERSION } from "@shop/shared";
import { useTranslation } from "react-i18next";

/** What a form sends with its consent: the notice shown, and the separate marketing box. */
export interface ConsentChoice {
  privacyNoticeVersion: string;
  marketingOptIn: boolean;
}

/** The name of the marketing box in the form, read back by `consentFromForm`. */
const MARKETING_FIELD = "marketingOptIn";

/**
 * The consent text of a form (checkout, registration) with a link to the privacy notice of the
 * version it names, and the marketing opt-in: a box of its own, never ticked in advance (Decree
 * 356/2025 forbids consent by default; docs/decisions/051-personal-data.md).
 */
export function ConsentNotice({ purpose }: { purpose: "checkout" | "registration" }) {
  const { t } = useTranslation();
  const id = `${purpose}-marketing-opt-in`;
  // One translated sentence; the link sits where the language puts it.
  const [before = "", after = ""] = t(`personal_data.consent_${purpose}`, { link: "\u0000" }).split("\u0000");
  return (
    <div
      className="space-y-3 rounded-xl border border-line bg-surface p-4 text-sm"
      data-testid={`consent-${purpose}`}
    >
      <p className="leading-relaxed text-ink/90">
        {before}
        <a
          href={PAGE_PATHS.privacy}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-accent underline underline-offset-4"
        >
          {t("personal_data.notice_link", { version: PRIVACY_NOTICE_VERSION })}
        </a>
        {after}
      </p>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={MARKETING_FIELD}
          defaultChecked={false}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <span className="leading-relaxed">{t("personal_data.marketing_opt_in")}</span>
      </label>
    </div>
  );
}

/** The consent of a submitted form that shows a `ConsentNotice`. */
export function consentFromForm(form: HTMLFormElement): ConsentChoice {
  const box = form.elements.namedItem(MARKETING_FIELD);
  return {
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    marketingOptIn: box instanceof HTMLInputElement && box.checked,
  };
}
