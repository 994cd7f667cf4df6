import { useTranslation } from "react-i18next";

/**
 * The working list or the archive: archived orders (the spec's "delete delivered orders") leave the
 * list and are found here, kept for RECORD_RETENTION_YEARS (docs/decisions/052-the-buyers-contract-and-records.md).
 */
export function ArchivedFilter({
  value,
  onChange,
  className,
}: {
  value: "true" | "false" | undefined;
  onChange: (value: "true" | undefined) => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {t("order_records.list")}
      <select
        value={value === "true" ? "true" : ""}
        onChange={(event) => onChange(event.target.value === "true" ? "true" : undefined)}
        className={className}
      >
        <option value="">{t("order_records.list_working")}</option>
        <option value="true">{t("order_records.list_archived")}</option>
      </select>
    </label>
  );
}
