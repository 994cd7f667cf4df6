import type { AuditEntity, AuditEntry } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { formatDate } from "./admin-format";
import { useAuditHistory } from "./back-office-api";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The fields whose stored codes the owner reads as words: the field's own label and each value's
 * translation key (the same words as the order's chips, orders/order-chips.tsx).
 */
const READABLE_FIELDS: Record<string, { label: string; value: (code: string) => string }> = {
  status: { label: "admin.status", value: (code) => `admin.status_${code}` },
  paymentStatus: { label: "backoffice.payment_status", value: (code) => `order_tracking.payment_${code}` },
  paymentMethod: { label: "admin.payment_method", value: (code) => `workplace.method_${code}` },
};

/**
 * The fields that differ between before and after, one level deep, as "field: old → new"; an
 * order's status, payment and method in the reader's words, anything else as stored.
 */
export function changes(entry: AuditEntry, t: Translate): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (entry.before === null || entry.after === null) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== "updatedAt" && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const show = (key: string, value: unknown) => {
    const readable = READABLE_FIELDS[key];
    if (readable && typeof value === "string") return t(readable.value(value), { defaultValue: value });
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return text && text.length > 80 ? `${text.slice(0, 77)}…` : String(text);
  };
  return keys.map((key) => {
    const label = READABLE_FIELDS[key] ? t(READABLE_FIELDS[key].label) : key;
    return `${label}: ${show(key, before[key])} → ${show(key, after[key])}`;
  });
}

/**
 * One change in a history: what was done, by whom and when, and the fields it changed. The whole
 * shop's log also says what kind of thing was changed (`withEntity`).
 */
export function AuditEntryItem({ entry, withEntity = false }: { entry: AuditEntry; withEntity?: boolean }) {
  const { t, i18n } = useTranslation();
  const changed = changes(entry, t);
  return (
    <li className="rounded-lg border border-line bg-surface p-3">
      <p className="flex flex-wrap gap-x-2">
        <span className="font-medium">{t(`backoffice.action_${entry.action.replace(".", "_")}`)}</span>
        <span className="text-muted">
          {withEntity ? `${t(`workplace.entity_${entry.entity}`)} · ` : "· "}
          {entry.actor.email} · {formatDate(entry.at, i18n.language)}
        </span>
      </p>
      {changed.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-muted">
          {changed.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Who changed this product or order, when, and what: GET /api/audit-log for the one entity. */
export function AuditHistory({ entity, entityId }: { entity: AuditEntity; entityId: string }) {
  const { t } = useTranslation();
  const history = useAuditHistory(entity, entityId);
  return (
    <section aria-label={t("backoffice.history")} className="space-y-2 print:hidden">
      <h3 className="text-lg font-semibold">{t("backoffice.history")}</h3>
      {history.isPending ? (
        <LoadingText />
      ) : history.isError ? (
        <p role="alert">{t("backoffice.error_history")}</p>
      ) : history.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t("backoffice.no_history")}</p>
      ) : (
        <ol className="space-y-2 text-sm" data-testid="audit-history">
          {history.data.items.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
