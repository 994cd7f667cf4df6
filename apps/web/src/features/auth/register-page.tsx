import { PAGE_PATHS, PASSWORD_MIN_LENGTH, registerFormSchema } from "@shop/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { signIn } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import { currentLanguage, sentenceGap } from "../../lib/i18n";
import { usePageTitle } from "../../ui/page-title";
import { useMergeGuestFavourites } from "../favourites";
import { ConsentNotice, consentFromForm } from "../privacy";
import { register } from "./auth-api";
import { AuthCard } from "./auth-card";
import { authErrorMessage, fieldMessage } from "./auth-errors";
import { FormMessage, SubmitButton, TextField } from "./form-fields";
import { SocialSignIn } from "./social-sign-in";

type Field = "email" | "password" | "confirmPassword";

/**
 * Register: e-mail, password and its confirmation, checked with the same shared
 * schema the server uses; then the new member is signed in and lands on /account.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t("register.title"), t("register.description"));
  const navigate = useNavigate();
  const { isLoggedIn, isLoading } = useSession();
  const mergeGuestFavourites = useMergeGuestFavourites();
  const [form, setForm] = useState<Record<Field, string>>({ email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (isLoggedIn && !isLoading) return <Navigate to={PAGE_PATHS.account} replace />;

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const consent = consentFromForm(event.currentTarget);
    setError(null);
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= fieldMessage(t, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      signIn(
        await register({
          email: parsed.data.email,
          password: parsed.data.password,
          language: currentLanguage(),
          ...consent,
        }),
      );
      void mergeGuestFavourites();
      navigate(PAGE_PATHS.account, { replace: true });
    } catch (registerError) {
      setError(authErrorMessage(t, registerError, t("account.error_register_failed")));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <AuthCard title={t("register.title")}>
      <p>{t("register.description")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <TextField
          label={t("register.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={change("email")}
          error={errors.email}
        />
        <TextField
          label={t("register.password")}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={change("password")}
          error={errors.password}
          hint={t("register.password_hint", { min: PASSWORD_MIN_LENGTH })}
        />
        <TextField
          label={t("register.confirm_password")}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={change("confirmPassword")}
          error={errors.confirmPassword}
        />
        <FormMessage kind="error">{error}</FormMessage>
        <ConsentNotice purpose="registration" />
        <SubmitButton isBusy={isBusy} label={t("register.submit")} busyLabel={t("register.registering")} />
      </form>
      <div className="mt-6">
        <SocialSignIn />
      </div>
      <p className="mt-6 text-center">
        {t("register.have_account")}
        {sentenceGap()}
        <Link to={PAGE_PATHS.login} className="font-medium text-accent underline-offset-4 hover:underline">
          {t("register.login_link")}
        </Link>
      </p>
    </AuthCard>
  );
}
