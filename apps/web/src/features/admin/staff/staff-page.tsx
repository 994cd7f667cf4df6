import { useTranslation } from "react-i18next";
import { SectionPage } from "../common";
import { UsersTables } from "./users-tables";

/** /admin/staff: the accounts and their roles. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_staff")}>
      {(notify) => <UsersTables notify={notify} />}
    </SectionPage>
  );
}
