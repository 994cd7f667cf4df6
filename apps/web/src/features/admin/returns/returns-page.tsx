import { RETURN_STATUSES } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { LoadingText } from "../../../ui/spinner";
import { AdminPager, SectionPage, useUrlFilters } from "../common";
import { ReturnCard } from "./return-card";
import { useAdminReturns } from "./returns-admin-api";

/** /admin/returns: the buyers' returns, newest first, by state (kept in the URL). */
export function ReturnsPage() {
  const { t } = useTranslation();
  const { values, page, refine, setPage } = useUrlFilters(["status"] as const);
  const status = RETURN_STATUSES.find((candidate) => candidate === values.status);
  const list = useAdminReturns({ status, page });
  return (
    <SectionPage title={t("workplace.section_returns")}>
      {(notify) => (
        <div className="space-y-4">
          <label className="flex w-fit flex-col gap-1 text-sm">
            {t("returns_admin.filter_status")}
            <select
              value={status ?? ""}
              onChange={(event) => refine({ status: event.target.value || undefined })}
              className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
            >
              <option value="">{t("returns_admin.all")}</option>
              {RETURN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`returns.status_${value}`)}
                </option>
              ))}
            </select>
          </label>
          {list.isPending ? (
            <LoadingText />
          ) : list.isError ? (
            <p role="alert" className="font-medium text-red-800">
              {t("returns_admin.error_load")}
            </p>
          ) : list.data.items.length === 0 ? (
            <p className="text-sm text-muted">{t("returns_admin.empty")}</p>
          ) : (
            <>
              <div className="space-y-4" data-testid="admin-returns">
                {list.data.items.map((item) => (
                  <ReturnCard key={item.id} item={item} notify={notify} />
                ))}
              </div>
              <AdminPager
                page={page}
                pages={Math.max(1, Math.ceil(list.data.total / list.data.limit))}
                onPage={setPage}
              />
            </>
          )}
        </div>
      )}
    </SectionPage>
  );
}
