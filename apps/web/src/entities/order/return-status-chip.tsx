import type { ReturnStatus } from "@shop/shared";
import { useTranslation } from "react-i18next";

const STATUS_TONES: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-stone-200 text-stone-700",
  received: "bg-indigo-100 text-indigo-900",
  refunded: "bg-emerald-100 text-emerald-900",
  exchanged: "bg-teal-100 text-teal-900",
};

/** A return's state as a translated chip, the same for its buyer and in the back office. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[status]}`}
      data-testid="return-status"
    >
      {t(`returns.status_${status}`)}
    </span>
  );
}
