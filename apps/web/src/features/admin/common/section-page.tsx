import type { ReactNode } from "react";
import { usePageTitle } from "../../../ui/page-title";
import { AdminNotice, type AdminNotify, useAdminNotice } from "./admin-notice";

/**
 * One section's page inside the back office's frame: its <h1>, the tab's title, and the notice
 * line its actions report to.
 */
export function SectionPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: (notify: AdminNotify) => ReactNode;
}) {
  usePageTitle(title);
  const { notify, message } = useAdminNotice();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4 print:hidden">
        <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
        {actions}
      </div>
      {children(notify)}
      <AdminNotice message={message} />
    </div>
  );
}
