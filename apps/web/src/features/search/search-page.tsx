import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageIntro } from "../../ui/page-intro";
import { usePageTitle } from "../../ui/page-title";

/** Search results (spec §2); the result grid arrives with the search issue. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get("q")?.trim() ?? "";
  const title = query ? t("search.title", { query }) : t("search.title_empty");
  usePageTitle(title, query ? t("search.description", { query }) : t("search.description_empty"));
  return (
    <div className="container-page">
      <PageIntro title={title}>
        <p>{query ? t("search.description", { query }) : t("search.empty_query")}</p>
      </PageIntro>
    </div>
  );
}
