import { type DataRequestConfirmed, PAGE_PATHS } from "@shop/shared";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { FormMessage } from "../auth";
import { confirmRequest, saveFile } from "./privacy-api";

type State =
  | { kind: "confirming" }
  | { kind: "done"; result: DataRequestConfirmed }
  | { kind: "failed"; message: string };

/**
 * Where a guest's mailed link lands (/privacy?request=…, the privacy page shows this instead of
 * the notice): the request is carried out once, and a copy of the data is offered as a file.
 */
export function DataRequestResult({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t("personal_data.request_title"), t("personal_data.request_title"));
  const [state, setState] = useState<State>({ kind: "confirming" });
  // The link works once: React's second effect run in development must not spend it twice.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirmRequest(token)
      .then((result) => setState({ kind: "done", result }))
      .catch((error: unknown) => {
        const code = isApiError(error) ? error.code : null;
        const message =
          code === "data_request_already_done"
            ? t("personal_data.request_already_done")
            : code === "invalid_data_request_token" || code === "validation_failed"
              ? t("personal_data.request_invalid")
              : t("personal_data.request_failed");
        setState({ kind: "failed", message });
      });
  }, [token, t]);

  return (
    <div className="container-page max-w-3xl py-12 md:py-20">
      <h1 className="text-4xl font-semibold md:text-5xl">{t("personal_data.request_title")}</h1>
      <div className="mt-8">
        {state.kind === "confirming" ? (
          <LoadingText text={t("personal_data.request_confirming")} />
        ) : state.kind === "failed" ? (
          <FormMessage kind="error">{state.message}</FormMessage>
        ) : state.result.kind === "export" ? (
          <div className="space-y-4">
            <FormMessage kind="success">
              {t("personal_data.request_export_done", { count: state.result.orders })}
            </FormMessage>
            <button
              type="button"
              onClick={() =>
                saveFile(
                  new Blob([JSON.stringify(state.result.data, null, 2)], { type: "application/json" }),
                  "my-data.json",
                )
              }
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-6 py-2.5 text-sm font-medium text-white hover:bg-accent-strong"
            >
              {t("personal_data.download")}
            </button>
          </div>
        ) : (
          <FormMessage kind="success">
            {t("personal_data.request_delete_done", { count: state.result.orders })}
          </FormMessage>
        )}
      </div>
      <p className="mt-8">
        <Link to={PAGE_PATHS.privacy} className="font-medium text-accent underline underline-offset-4">
          {t("personal_data.notice_read")}
        </Link>
      </p>
    </div>
  );
}
