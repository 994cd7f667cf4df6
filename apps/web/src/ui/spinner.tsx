import { useTranslation } from "react-i18next";

/** A quiet spinning ring; decorative, so a text next to it (or LoadingText) carries the meaning. */
export function Spinner({ className = "" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-5 animate-spin rounded-full border-2 border-line border-t-accent ${className}`}
    />
  );
}

/** "Đang tải..." with a spinner, announced politely to screen readers. */
export function LoadingText({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-12 text-muted">
      <Spinner />
      <span>{text ?? t("common.loading")}</span>
    </p>
  );
}

/**
 * "Đang tải..." as a quiet line of text, as tall as `emptyText`, the "nothing here yet" line that
 * most often replaces it (drawn invisibly in the same place, so a text that wraps on a phone takes
 * its two lines from the start): for the sections of a page that load one by one (the account
 * page), so what sits below them does not move as each arrives.
 */
export function LoadingLine({ emptyText }: { emptyText: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="grid text-muted">
      <span className="col-start-1 row-start-1">{t("common.loading")}</span>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {emptyText}
      </span>
    </p>
  );
}
