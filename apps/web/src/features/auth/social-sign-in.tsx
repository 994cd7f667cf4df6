import type { OAuthProvider } from "@shop/shared";
import { useTranslation } from "react-i18next";
import { getShopInfo } from "../../lib/shop-info";

const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

/**
 * "Continue with Google / Facebook". A configured provider is a plain
 * link to the server's start of the flow (a full page load: the provider's page is not ours); an
 * unconfigured one stays visible but says it is not set up, rather than failing after a click.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const shop = getShopInfo();
  const enabled: Record<OAuthProvider, boolean> = {
    google: shop.googleEnabled,
    facebook: shop.facebookEnabled,
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-line" />
        {t("login.or")}
        <span className="h-px flex-1 bg-line" />
      </p>
      {(["google", "facebook"] as const).map((provider) => {
        const label = t(provider === "google" ? "login.google" : "login.facebook");
        const className =
          "inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-full border border-ink/20 bg-surface px-6 py-2.5 text-sm font-medium text-ink transition-colors";
        if (enabled[provider]) {
          return (
            <a
              key={provider}
              href={`/api/auth/${provider}`}
              className={`${className} hover:border-accent hover:text-accent`}
            >
              <ProviderMark provider={provider} />
              {label}
            </a>
          );
        }
        const noteId = `social-${provider}-note`;
        return (
          <div key={provider} className="flex flex-col gap-1">
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={noteId}
              className={`${className} cursor-not-allowed opacity-60`}
            >
              <ProviderMark provider={provider} />
              {label}
            </button>
            <p id={noteId} className="text-center text-xs text-muted">
              {t("login.provider_not_configured", { provider: PROVIDER_NAMES[provider] })}
            </p>
          </div>
        );
      })}
    </div>
  );
}

function ProviderMark({ provider }: { provider: OAuthProvider }) {
  if (provider === "google") {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.7H2.1v2.8A11 11 0 0 0 12 23Z"
        />
        <path fill="#FBBC05" d="M5.7 14a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9L5.7 14Z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.6 2.8C6.6 7.3 9.1 5.4 12 5.4Z"
        />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </svg>
  );
}
