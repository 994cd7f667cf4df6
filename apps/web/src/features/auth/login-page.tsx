import { PAGE_PATHS, type Session } from "@shop/shared";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { signIn } from "../../entities/session/session-store";
import { useSession } from "../../entities/session/use-session";
import { currentLanguage, sentenceGap } from "../../lib/i18n";
import { usePageTitle } from "../../ui/page-title";
import { LoadingText } from "../../ui/spinner";
import { useMergeGuestFavourites } from "../favourites";
import { exchangeSignInCode, logIn, requestPasswordReset } from "./auth-api";
import { AuthCard } from "./auth-card";
import { authErrorMessage } from "./auth-errors";
import { FormMessage, SubmitButton, TextField } from "./form-fields";
import { MfaStep } from "./mfa-step";
import { SocialSignIn } from "./social-sign-in";

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

/**
 * Login: e-mail and password, forgot-password, register link, Google and
 * Facebook. Wrong credentials get one message whether or not the account exists. Coming back from
 * a social sign-in, the URL fragment holds a one-time code that is traded for the session here.
 * Staff with two-factor sign-in then give their code (`MfaStep`; `#mfa=…` after a social one).
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t("login.title"), t("login.description"));
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn, isLoading } = useSession();
  const mergeGuestFavourites = useMergeGuestFavourites();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isResetBusy, setIsResetBusy] = useState(false);
  const [isExchanging, setIsExchanging] = useState(() =>
    new URLSearchParams(location.hash.slice(1)).has("code"),
  );
  const handledHash = useRef<string | null>(null);
  /** Set when the password (or the provider) was right and a second factor is awaited. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const finishSignIn = (session: Session) => {
    signIn(session);
    void mergeGuestFavourites();
    navigate(PAGE_PATHS.account, { replace: true });
  };

  // The social sign-in's answer: `#code=…` or `#oauth_error=…&provider=…`, read once, then erased
  // from the address bar and history so the code is not left behind.
  useEffect(() => {
    const hash = location.hash.slice(1);
    if (!hash || handledHash.current === hash) return;
    handledHash.current = hash;
    const params = new URLSearchParams(hash);
    const code = params.get("code");
    const failure = params.get("oauth_error");
    const secondStep = params.get("mfa");
    if (!code && !failure && !secondStep) return;
    navigate({ pathname: location.pathname, search: location.search, hash: "" }, { replace: true });
    if (secondStep) {
      setMfaToken(secondStep);
      return;
    }
    if (failure) {
      const provider = params.get("provider") === "facebook" ? "facebook" : "google";
      setError(
        failure === "provider_not_configured"
          ? t("login.provider_not_configured", { provider: provider === "google" ? "Google" : "Facebook" })
          : t(provider === "google" ? "login.error_google" : "login.error_facebook"),
      );
      return;
    }
    if (!code) return;
    setIsExchanging(true);
    exchangeSignInCode(code)
      .then((session) => {
        signIn(session);
        void mergeGuestFavourites();
        navigate(PAGE_PATHS.account, { replace: true });
      })
      .catch((exchangeError: unknown) => {
        setError(authErrorMessage(t, exchangeError, t("login.error_google")));
      })
      .finally(() => setIsExchanging(false));
  }, [location.hash, location.pathname, location.search, navigate, t, mergeGuestFavourites]);

  if (isExchanging) return <LoadingText />;
  if (isLoggedIn && !isLoading) return <Navigate to={PAGE_PATHS.account} replace />;
  if (mfaToken) {
    return (
      <AuthCard title={t("login.title")}>
        <MfaStep mfaToken={mfaToken} onSignedIn={finishSignIn} onCancel={() => setMfaToken(null)} />
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (!email.trim()) return setError(t("login.error_email_required"));
    if (!password) return setError(t("account.error_empty_fields"));
    setIsBusy(true);
    try {
      const result = await logIn({ email: email.trim(), password });
      if ("mfaRequired" in result) {
        setPassword("");
        setMfaToken(result.mfaToken);
      } else {
        finishSignIn(result);
      }
    } catch (loginError) {
      setError(
        authErrorMessage(
          t,
          loginError,
          t("login.error_login", { message: loginError instanceof Error ? loginError.message : "" }),
        ),
      );
    } finally {
      setIsBusy(false);
    }
  }

  async function onForgotPassword() {
    setError(null);
    setNotice(null);
    if (!email.trim()) return setError(t("login.error_email_required"));
    setIsResetBusy(true);
    try {
      await requestPasswordReset({ email: email.trim(), language: currentLanguage() });
      setNotice(t("login.success_reset_email"));
    } catch (resetError) {
      setError(authErrorMessage(t, resetError, t("login.error_reset_email_failed")));
    } finally {
      setIsResetBusy(false);
    }
  }

  return (
    <AuthCard title={t("login.title")}>
      <p>{t("login.description")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <TextField
          label={t("login.email")}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t("login.password")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            disabled={isResetBusy}
            className={`min-h-11 text-sm ${linkClass} disabled:opacity-60`}
          >
            {isResetBusy ? t("login.sending") : t("login.forgot_password")}
          </button>
        </div>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{notice}</FormMessage>
        <SubmitButton isBusy={isBusy} label={t("login.submit")} busyLabel={t("login.logging_in")} />
      </form>
      <div className="mt-6">
        <SocialSignIn />
      </div>
      <p className="mt-6 text-center">
        {t("login.no_account")}
        {sentenceGap()}
        <Link to={PAGE_PATHS.register} className={linkClass}>
          {t("login.register_link")}
        </Link>
      </p>
    </AuthCard>
  );
}
