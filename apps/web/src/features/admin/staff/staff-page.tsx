import { useTranslation } from "react-i18next";
import { RequireTwoFactorSwitch } from "../../account/index";
import { SectionPage } from "../common";
import { UsersTables } from "./users-tables";

/** /admin/staff: the accounts and their roles, and the owner's rule for staff sign-in. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <SectionPage title={t("workplace.section_staff")}>
      {(notify) => (
        <>
          <section
            className="rounded-xl border border-line bg-surface p-4"
            aria-label={t("security.require_title")}
          >
            <RequireTwoFactorSwitch />
          </section>
          <UsersTables notify={notify} />
        </>
      )}
    </SectionPage>
  );
}
