import { PAGE_PATHS, type TwoFactorStatus } from "@shop/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { LoadingText } from "../../../ui/spinner";
import { adminFetch, useAdminSession } from "./admin-session";

/** Long enough to read the refusal before the home page replaces it. */
export const ACCESS_DENIED_REDIRECT_MS = 2500;

/**
 * The client-side gate of every /admin page (docs/decisions/008-administration.md):
 * "Loading..." while the role loads, the access-denied text for anyone else, then home. The server
 * refuses every admin call on its own; this only spares a visitor an empty dashboard.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoading, isStaff } = useAdminSession();
  const isDenied = !isLoading && !isStaff;
  // Staff whom the owner requires to use two-factor sign-in enrol on the account page first; the
  // server refuses their back-office calls until then (403 two_factor_enrolment_required).
  const twoFactor = useQuery({
    queryKey: ["me", "two-factor"],
    queryFn: () => adminFetch<TwoFactorStatus>("/me/two-factor"),
    enabled: isStaff,
  });

  useEffect(() => {
    if (!isDenied) return;
    const timer = window.setTimeout(() => navigate("/", { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDenied, navigate]);

  if (isLoading) return <LoadingText text={t("admin.loading")} />;
  if (isDenied) {
    return (
      <p role="alert" className="py-12 text-center font-medium text-red-800">
        {t("admin.access_denied")}
      </p>
    );
  }
  if (twoFactor.data?.required && !twoFactor.data.enrolled) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="font-medium">{t("security.gate_enrol_required")}</p>
        <Link
          to={`${PAGE_PATHS.account}#security`}
          className="mt-4 inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
        >
          {t("security.gate_enrol_link")}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
