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
