import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client";
import { authErrorMessage, FormMessage } from "../auth";
import { fetchStaffSecurity, saveStaffSecurity } from "./security-api";

const STAFF_SECURITY_KEY = ["admin", "staff-security"] as const;

/**
 * The owner's switch "require two-factor sign-in for all staff", self-contained (its own query and
 * save) so it can sit in any back-office section. Refused by the server until the owner has set it
 * up for their own account; the message then says so.
 */
export function RequireTwoFactorSwitch() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: STAFF_SECURITY_KEY, queryFn: fetchStaffSecurity });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onToggle(requireTwoFactor: boolean) {
    setError(null);
    setIsBusy(true);
    try {
      queryClient.setQueryData(STAFF_SECURITY_KEY, await saveStaffSecurity({ requireTwoFactor }));
    } catch (failure) {
      setError(
        isApiError(failure) && failure.code === "two_factor_not_enrolled"
          ? t("security.require_needs_own")
          : authErrorMessage(t, failure, t("security.error_generic")),
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          aria-checked={setting.data?.requireTwoFactor ?? false}
          className="h-5 w-5 accent-accent"
          checked={setting.data?.requireTwoFactor ?? false}
          disabled={isBusy || !setting.data}
          onChange={(event) => void onToggle(event.target.checked)}
        />
        {t("security.require_title")}
      </label>
      <p className="text-xs text-muted">{t("security.require_hint")}</p>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
