import { useCallback, useEffect, useState } from "react";

export interface NoticeMessage {
  kind: "success" | "alert";
  text: string;
  /** A new id shows the message again even when the text is the same (a second "added to cart"). */
  id: number;
}

const NOTICE_MS = 4000;

/** A short message that hides itself after a few seconds. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const show = useCallback((kind: NoticeMessage["kind"], text: string) => {
    setNotice({ kind, text, id: Date.now() });
  }, []);
  return { notice, show, hide: useCallback(() => setNotice(null), []) };
}

/**
 * The page's toast, in place of the original screens' window.alert (docs/product.md, "Alerts"): a polite status for a success, an alert
 * (read out at once) for a refusal. The status region is always in the page so that screen readers
 * announce what appears in it.
 */
export function Notice({ notice }: { notice: NoticeMessage | null }) {
  const box =
    "pointer-events-none fixed inset-x-0 bottom-[calc(1.5rem_+_var(--buy-bar-offset,0px))] z-40 flex justify-center px-4";
  const toast = "rounded-full px-5 py-3 text-sm font-medium shadow-lg";
  return (
    <>
      <div role="status" className={box}>
        {notice?.kind === "success" && (
          <p key={notice.id} className={`${toast} bg-ink text-white`} data-testid="notice">
            {notice.text}
          </p>
        )}
      </div>
      {notice?.kind === "alert" && (
        <div className={box}>
          <p key={notice.id} role="alert" className={`${toast} bg-red-800 text-white`} data-testid="notice">
            {notice.text}
          </p>
        </div>
      )}
    </>
  );
}
