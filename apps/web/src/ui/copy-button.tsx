import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** How long "Copied" stays before the button reads "Copy" again. */
const CONFIRMATION_MS = 2_000;

/**
 * Copies `value` to the clipboard. The button names what it copies (`label`, for screen readers
 * and voice control) and says "Copied" (or that copying failed) in a polite live region, since a
 * phone shows no other sign that the text is on the clipboard.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // No clipboard (an old browser, or a page not served over https): the text stays selectable.
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), CONFIRMATION_MS);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-label={t("common.copy_named", { name: label })}
        className="min-h-9 rounded-full border border-line px-3 text-xs font-medium hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
      >
        {state === "copied" ? t("common.copied") : t("common.copy")}
      </button>
      <span role="status" className="sr-only">
        {state === "copied"
          ? t("common.copied_named", { name: label })
          : state === "failed"
            ? t("common.copy_failed")
            : ""}
      </span>
    </span>
  );
}
