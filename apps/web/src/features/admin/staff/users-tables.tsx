import { type AdminUser, USER_ROLES, type UserRole } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { useConfirmDialog } from "../../../ui/confirm-dialog";
import { LoadingText } from "../../../ui/spinner";
import type { AdminNotify } from "../common";
import {
  failure,
  formatDate,
  useAdminUsers,
  useDeleteUser,
  useSetUserPassword,
  useSetUserRole,
} from "../common";

const cell = "border-b border-line px-3 py-2 align-top";
const action = "tap rounded-full px-3 text-sm hover:bg-accent-soft";

/**
 * Staff (every role that reaches the back office) and Members, the caller's own record left out
 * by the server. Each row's role is chosen from the shared roles (packages/shared/src/staff-permissions.ts);
 * making someone an administrator asks first. Delete asks first; change password asks for the new
 * one (empty does nothing).
 */
export function UsersTables({ notify }: { notify: AdminNotify }) {
  const { t, i18n } = useTranslation();
  const users = useAdminUsers();
  const deleteUser = useDeleteUser();
  const setPassword = useSetUserPassword();
  const setRole = useSetUserRole();
  const dialog = useConfirmDialog();

  const remove = async (user: AdminUser) => {
    const confirmed = await dialog.confirm({
      message: t("admin.confirm_delete_user", { email: user.email }),
      confirmLabel: t("admin.delete_user"),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteUser.mutateAsync(user.uid);
      notify("success", t("admin.success_delete_user"));
    } catch (error) {
      notify("alert", failure("admin.error_delete_user", error, t));
    }
  };

  const changePassword = async (user: AdminUser) => {
    const password = await dialog.prompt({
      message: t("admin.prompt_new_password", { email: user.email }),
      prompt: { label: t("admin.change_password"), type: "password" },
      confirmLabel: t("admin.change_password"),
    });
    // An empty value (or a cancel) does nothing.
    if (!password) return;
    try {
      await setPassword.mutateAsync({ uid: user.uid, password });
      notify("success", t("admin.success_change_password"));
    } catch (error) {
      notify("alert", failure("admin.error_change_password", error, t));
    }
  };

  const changeRole = async (user: AdminUser, role: UserRole) => {
    if (role === user.role) return;
    // Making an administrator hands over the whole shop: ask first.
    if (role === "admin") {
      const confirmed = await dialog.confirm({
        message: t("backoffice.confirm_grant_admin", { email: user.email }),
        confirmLabel: t("backoffice.grant_admin"),
      });
      if (!confirmed) return;
    }
    try {
      await setRole.mutateAsync({ uid: user.uid, role });
      notify(
        "success",
        t("workplace.role_changed", { email: user.email, role: t(`workplace.role_${role}`) }),
      );
    } catch (error) {
      notify("alert", failure("workplace.role_change_failed", error, t));
    }
  };

  const table = (title: string, rows: AdminUser[], testId: string) => (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted">{t("admin.no_users")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-left text-sm md:min-w-[46rem]" data-testid={testId}>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className={cell}>
                  {t("admin.email")}
                </th>
                <th scope="col" className={`${cell} hidden md:table-cell`}>
                  {t("admin.uid")}
                </th>
                <th scope="col" className={cell}>
                  {t("workplace.role_label")}
                </th>
                <th scope="col" className={`${cell} hidden md:table-cell`}>
                  {t("admin.created_at")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.uid}>
                  <th scope="row" className={`${cell} font-medium break-all`}>
                    {user.email}
                  </th>
                  <td className={`${cell} hidden font-mono text-xs md:table-cell`}>{user.uid}</td>
                  <td className={cell}>
                    <select
                      className="min-h-11 max-w-[9.5rem] rounded-lg border border-line bg-surface px-2 text-sm md:max-w-none"
                      value={user.role}
                      disabled={setRole.isPending}
                      aria-label={`${t("workplace.role_label")}: ${user.email}`}
                      onChange={(event) => void changeRole(user, event.target.value as UserRole)}
                    >
                      {USER_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`workplace.role_${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={`${cell} hidden md:table-cell`}>
                    {formatDate(user.createdAt, i18n.language)}
                  </td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={`${action} text-red-800`}
                        onClick={() => void remove(user)}
                        aria-label={`${t("admin.delete_user")}: ${user.email}`}
                      >
                        {t("admin.delete_user")}
                      </button>
                      <button
                        type="button"
                        className={action}
                        onClick={() => void changePassword(user)}
                        aria-label={`${t("admin.change_password")}: ${user.email}`}
                      >
                        {t("admin.change_password")}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );

  let body: React.ReactNode;
  if (users.isPending) body = <LoadingText />;
  else if (users.isError)
    body = (
      <p role="alert" className="font-medium text-red-800">
        {failure("admin.error_fetch_users", users.error, t)}
      </p>
    );
  else {
    body = (
      <>
        {table(
          t("workplace.staff_heading"),
          users.data.filter((user) => user.role !== "member"),
          "staff",
        )}
        {table(
          t("admin.members"),
          users.data.filter((user) => user.role === "member"),
          "members",
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="admin-users" className="space-y-4">
      {/* Named on screen by the section\'s h1 (common/section-page.tsx); kept for the landmark. */}
      <h2 id="admin-users" className="sr-only">
        {t("admin.users")}
      </h2>
      {body}
      {dialog.element}
    </section>
  );
}
