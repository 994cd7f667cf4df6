import type { AlertKind, AlertStatus } from "@shop/shared";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

/** The form and the e-mail rule it checks, a chunk fetched when the shopper opens it. */
const AlertForm = lazy(() => import("./alert-form"));

/**
 * "Notify me when back in stock" under a sold-out colour, "notify me of a price drop" otherwise
 * (docs/decisions/059-stock-and-price-alerts.md). Every product page shows this button; its form
 * (alert-form.tsx) loads when opened, so the page evaluates no schema for a box most never open.
 */
export function AlertControl({
  productId,
  color,
  soldOut,
}: {
  productId: string;
  color: string;
  soldOut: boolean;
}) {
  const { t } = useTranslation();
  const kind: AlertKind = soldOut ? "back_in_stock" : "price_drop";
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<AlertStatus | null>(null);

  if (done) {
    return (
      <p
        role="status"
        className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink"
        data-testid="alert-done"
      >
        {done === "pending_confirmation" ? t("alerts.done_confirm") : t(`alerts.done_${kind}`)}
      </p>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={false}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent"
        data-testid="alert-open"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {t(`alerts.open_${kind}`)}
      </button>
    );
  }

  return (
    <Suspense fallback={null}>
      <AlertForm
        productId={productId}
        color={color}
        kind={kind}
        onDone={setDone}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
