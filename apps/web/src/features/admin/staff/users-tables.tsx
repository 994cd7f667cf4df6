import type { AdminUser } from "@shop/shared";
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
 * Administrators and Members, the caller's own record left out
 * by the server. Delete asks first; change password asks for the new one (empty does nothing).
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

  const changeRole = async (user: AdminUser) => {
    const granting = user.role !== "admin";
    // Granting admin hands over the whole shop: ask first.
    if (granting) {
      const confirmed = await dialog.confirm({
        message: t("backoffice.confirm_grant_admin", { email: user.email }),
        confirmLabel: t("backoffice.grant_admin"),
      });
      if (!confirmed) return;
    }
    try {
      await setRole.mutateAsync({ uid: user.uid, role: granting ? "admin" : "member" });
      notify("success", t(granting ? "admin.success_grant_admin" : "admin.success_revoke_admin"));
    } catch (error) {
      notify("alert", failure(granting ? "admin.error_grant_admin" : "admin.error_revoke_admin", error, t));
    }
  };

  const table = (title: string, rows: AdminUser[], testId: string) => (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted">{t("admin.no_users")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid={testId}>
            <thead className="bg-sand">
              <tr>
                <th scope="col" className={cell}>
                  {t("admin.email")}
                </th>
                <th scope="col" className={cell}>
                  {t("admin.uid")}
                </th>
                <th scope="col" className={cell}>
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
                  <td className={`${cell} font-mono text-xs`}>{user.uid}</td>
                  <td className={cell}>{formatDate(user.createdAt, i18n.language)}</td>
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
                      <button
                        type="button"
                        className={action}
                        onClick={() => void changeRole(user)}
                        aria-label={`${t(user.role === "admin" ? "admin.revoke_admin" : "admin.grant_admin")}: ${user.email}`}
                      >
                        {t(user.role === "admin" ? "admin.revoke_admin" : "admin.grant_admin")}
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
          t("admin.administrators"),
          users.data.filter((user) => user.role === "admin"),
          "administrators",
        )}
        {table(
          t("admin.members"),
          users.data.filter((user) => user.role !== "admin"),
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
