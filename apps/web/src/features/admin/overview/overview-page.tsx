import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { DashboardSection } from "./dashboard-section";

/** /admin: the figures and charts of the shop. */
export function OverviewPage() {
  const { t } = useTranslation();
  return <SectionPage title={t("workplace.section_overview")}>{() => <DashboardSection />}</SectionPage>;
}
