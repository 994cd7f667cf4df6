import { hasPermission, pagePath, type UserRole } from "@shop/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { PageIntro } from "../../../ui/page-intro";
import { usePageTitle } from "../../../ui/page-title";
import { AdminGate, useAdminSession } from "../common";
import { AdminRoutes } from "./admin-routes";
import { ADMIN_SECTIONS, sectionOfPath } from "./sections";
import { SellerDetailsWarning } from "./seller-details-warning";

const link =
  "tap flex items-center rounded-lg px-3 text-sm font-medium text-ink/80 hover:bg-sand hover:text-ink aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong";

function SectionLinks({ role, onPick }: { role: UserRole; onPick?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {ADMIN_SECTIONS.filter((section) => hasPermission(role, section.permission)).map((section) => (
        <li key={section.id}>
          <NavLink
            to={pagePath(section.page)}
            end={section.id === "overview"}
            className={link}
            onClick={onPick}
          >
            {t(`workplace.section_${section.id}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The section's page, or the refusal when the signed-in role does not include it. */
function SectionOutlet({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  if (section && !hasPermission(role, section.permission)) {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-800">
        {t("workplace.no_access_section")}
      </p>
    );
  }
  return <AdminRoutes />;
}

function Workplace() {
  const { t } = useTranslation();
  const { role, email } = useAdminSession();
  const { pathname } = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // A picked section closes the phone's menu; so does any other change of page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path on purpose
  useEffect(() => setMenuOpen(false), [pathname]);
  if (!role) return null;
  const current = sectionOfPath(pathname);
  return (
    <div className="gap-8 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)]">
      <aside className="print:hidden">
        {/* Sticks where it already sits (under the header, past the py-6 above): any other offset
            moves the sidebar on long sections only, so it would jump between sections. */}
        <nav
          aria-label={t("workplace.nav_label")}
          className="lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)]"
        >
          <button
            type="button"
            className="tap flex w-full items-center justify-between rounded-lg border border-line bg-surface px-4 text-sm font-medium lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-sections"
            onClick={() => setMenuOpen(!isMenuOpen)}
          >
            <span>
              {t("workplace.menu")}
              {current ? ` · ${t(`workplace.section_${current.id}`)}` : ""}
            </span>
            <span aria-hidden="true">{isMenuOpen ? "▴" : "▾"}</span>
          </button>
          <div
            id="admin-sections"
            className={`${isMenuOpen ? "block" : "hidden"} mt-2 rounded-lg border border-line bg-surface p-2 lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0`}
          >
            <SectionLinks role={role} onPick={() => setMenuOpen(false)} />
            {email && (
              <p className="mt-4 hidden px-3 text-xs break-all text-muted lg:block">
                {t("workplace.signed_in_as", { email })}
              </p>
            )}
          </div>
        </nav>
      </aside>
      <div className="min-w-0 pt-4 lg:pt-0">
        <SellerDetailsWarning isAdmin={role === "admin"} />
        <SectionOutlet role={role} />
      </div>
    </div>
  );
}

/**
 * The back office's frame (docs/decisions/046-back-office-workplace.md): the gate, a sidebar of the
 * sections the role may see (a menu on phones), and the section's own page, each a lazy chunk.
 */
/** While the role loads, or for anyone but staff, the page still has its title and one heading. */
function GateIntro() {
  const { t } = useTranslation();
  usePageTitle(t("admin.title"));
  return <PageIntro title={t("admin.title")} />;
}

export function AdminLayout() {
  const { isStaff } = useAdminSession();
  return (
    <div className="container-page">
      {!isStaff && <GateIntro />}
      <AdminGate>
        <Workplace />
      </AdminGate>
    </div>
  );
}
