import { AUDIT_ENTITIES, type AuditPage as AuditPageData } from "@shop/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { AdminPager, AuditEntryItem, adminFetch, SectionPage, useUrlFilters } from "../common";

const AUDIT_PER_PAGE = 30;

/** /admin/audit: every administrator's change, newest first, by kind of thing changed. */
export function AuditPage() {
  const { t } = useTranslation();
  const { values, page, refine, setPage } = useUrlFilters(["entity"] as const);
  const entity = AUDIT_ENTITIES.find((candidate) => candidate === values.entity);
  const log = useQuery({
    queryKey: ["admin", "audit", "log", entity ?? "all", page],
    queryFn: ({ signal }) =>
      adminFetch<AuditPageData>("/audit-log", { query: { entity, page, limit: AUDIT_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return (
    <SectionPage title={t("workplace.section_audit")}>
      {() => (
        <div className="space-y-4">
          <label className="flex w-fit flex-col gap-1 text-sm">
            {t("workplace.audit_entity")}
            <select
              value={entity ?? ""}
              onChange={(event) => refine({ entity: event.target.value || undefined })}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            >
              <option value="">{t("workplace.audit_all")}</option>
              {AUDIT_ENTITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`workplace.entity_${value}`)}
                </option>
              ))}
            </select>
          </label>
          {log.isPending ? (
            <LoadingText />
          ) : log.isError ? (
            <p role="alert">{t("backoffice.error_history")}</p>
          ) : log.data.items.length === 0 ? (
            <p className="text-sm text-muted">{t("backoffice.no_history")}</p>
          ) : (
            <>
              <ol className="space-y-2 text-sm" data-testid="audit-log">
                {log.data.items.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} withEntity />
                ))}
              </ol>
              <AdminPager
                page={page}
                pages={Math.max(1, Math.ceil(log.data.total / AUDIT_PER_PAGE))}
                onPage={setPage}
              />
            </>
          )}
        </div>
      )}
    </SectionPage>
  );
}
