import { PRODUCT_CSV_MAX_BYTES, type ProductImportResult } from "@shop/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import type { AdminNotify } from "../common";
import { errorDetail, importProductsCsv } from "../common";

type Step =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "preview"; file: File; result: ProductImportResult }
  | { kind: "writing"; file: File; result: ProductImportResult }
  | { kind: "refused"; message: string };

/**
 * The owner's import: choose a file, read the dry run's plan (each row's change, every row's
 * error), then confirm; the server writes the whole file or nothing (decision 028).
 */
export function ProductImport({ notify }: { notify: AdminNotify }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [inputKey, setInputKey] = useState(0);

  const refusal = (error: unknown): string => {
    if (isApiError(error) && error.code === "csv_header") {
      return t("product_csv.error_header", { header: error.fields?.header ?? "" });
    }
    if (isApiError(error) && error.code === "csv_invalid") return t("product_csv.error_unreadable");
    if (isApiError(error) && error.code === "payload_too_large") return t("product_csv.error_too_big");
    if (isApiError(error) && error.code === "stock_changed") return t("product_csv.error_stock_changed");
    return t("product_csv.error_import", { message: errorDetail(error, t) });
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Checked here too, so a huge file is not sent only to be refused.
    if (file.size > PRODUCT_CSV_MAX_BYTES) {
      setStep({ kind: "refused", message: t("product_csv.error_too_big") });
      return;
    }
    setStep({ kind: "reading" });
    try {
      setStep({ kind: "preview", file, result: await importProductsCsv(file, true) });
    } catch (error) {
      setStep({ kind: "refused", message: refusal(error) });
    }
  };

  const reset = () => {
    setStep({ kind: "idle" });
    setInputKey((key) => key + 1);
  };

  const confirm = async () => {
    if (step.kind !== "preview") return;
    setStep({ kind: "writing", file: step.file, result: step.result });
    try {
      const written = await importProductsCsv(step.file, false);
      await queryClient.invalidateQueries({ queryKey: ["admin", "products"] });
      notify("success", t("product_csv.imported", { creates: written.creates, updates: written.updates }));
      reset();
    } catch (error) {
      setStep({ kind: "refused", message: refusal(error) });
    }
  };

  const plan = step.kind === "preview" || step.kind === "writing" ? step.result : null;
  return (
    <section
      aria-labelledby="admin-product-import"
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id="admin-product-import" className="font-semibold">
        {t("product_csv.import_title")}
      </h3>
      <p className="text-sm text-muted">{t("product_csv.import_hint")}</p>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={inputId}>{t("product_csv.choose_file")}</label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="max-w-full text-sm"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {step.kind === "reading" && <p role="status">{t("product_csv.previewing")}</p>}
      {step.kind === "refused" && (
        <p role="alert" className="text-sm font-medium break-words text-red-800">
          {step.message}
        </p>
      )}
      {plan && (
        <div className="space-y-3 text-sm" data-testid="import-preview">
          <p role="status">
            {t("product_csv.summary", {
              creates: plan.creates,
              updates: plan.updates,
              unchanged: plan.unchanged,
            })}
          </p>
          {plan.errors.length > 0 && (
            <div role="alert" className="space-y-1 text-red-800">
              <p className="font-medium">{t("product_csv.errors_title", { count: plan.errors.length })}</p>
              <ul className="list-disc space-y-0.5 pl-5" data-testid="import-errors">
                {plan.errors.map((error) => (
                  <li key={`${error.row}-${error.column}`}>
                    {t("product_csv.row_error", {
                      row: error.row,
                      column: error.column,
                      message: t(`product_csv.${error.message}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ul className="divide-y divide-line" data-testid="import-changes">
            {plan.rows
              .filter((row) => row.kind !== "unchanged")
              .map((row) => (
                <li key={row.row} className="flex flex-wrap gap-x-3 py-1.5">
                  <span className="font-medium">{t(`product_csv.kind_${row.kind}`)}</span>
                  <span className="min-w-0 break-words">{row.name}</span>
                  {row.changedFields.length > 0 && (
                    <span className="text-muted">
                      {t("product_csv.changed_fields", { fields: row.changedFields.join(", ") })}
                    </span>
                  )}
                </li>
              ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={
                plan.errors.length > 0 || plan.creates + plan.updates === 0 || step.kind === "writing"
              }
              className="tap rounded-full bg-accent px-5 text-sm text-white disabled:opacity-50"
            >
              {step.kind === "writing" ? t("product_csv.importing") : t("product_csv.confirm")}
            </button>
            <button
              type="button"
              onClick={reset}
              className="tap rounded-full border border-line px-5 text-sm"
            >
              {t("product_csv.cancel")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
