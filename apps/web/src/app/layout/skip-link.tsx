import { useTranslation } from "react-i18next";

/** First focusable element of the page: jumps over the header to the content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[60] rounded-md bg-ink px-4 py-3 text-canvas focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("header.skip_to_content")}
    </a>
  );
}
