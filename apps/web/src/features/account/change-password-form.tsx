import { changePasswordFormSchema, PASSWORD_MIN_LENGTH } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../entities/session/use-session";
import { authErrorMessage, FormMessage, fieldMessage, SubmitButton, TextField } from "../auth";
import { changePassword } from "./account-api";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: all three required, new and confirm must match, the server checks the
 * current password first; success clears the fields, failure says why. Other devices are signed out.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!user) return setError(t("account.error_user_not_found"));
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) {
      // The first rule broken, in the order of docs/product.md: empty fields, mismatch, then length.
      return setError(fieldMessage(t, parsed.error.issues[0]?.message ?? "account.error_change_password"));
    }
    setIsBusy(true);
    try {
      await changePassword({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      setForm(EMPTY);
      setSuccess(t("account.success_change_password"));
    } catch (changeError) {
      const reason = authErrorMessage(t, changeError, t("account.error_change_password"));
      setError(t("account.error_change_password_failed", { message: reason }));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title" className="text-xl font-semibold">
        {t("account.change_password")}
      </h2>
      <TextField
        label={t("account.current_password")}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={change("currentPassword")}
      />
      <TextField
        label={t("account.new_password")}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={change("newPassword")}
        hint={t("register.password_hint", { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField
        label={t("account.confirm_password")}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={change("confirmPassword")}
      />
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      <div className="sm:max-w-60">
        <SubmitButton
          isBusy={isBusy}
          label={t("account.submit_change_password")}
          busyLabel={t("account.changing_password")}
        />
      </div>
    </form>
  );
}
