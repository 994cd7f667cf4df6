import { useRef, useState } from "react";
import { currentLanguage } from "../../lib/i18n";
import { useCurrentSaleTerms } from "./sale-terms-api";

/**
 * The shopper's acceptance of the terms in force: nothing is ticked at first, and a tick counts only
 * for the version it was given to, so terms that change meanwhile must be read and accepted again.
 */
export function useSaleTermsAcceptance() {
  const terms = useCurrentSaleTerms(currentLanguage());
  const [acceptedVersion, setAcceptedVersion] = useState<string | null>(null);
  const [isMissing, setMissing] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const version = terms.data?.version ?? null;
  const isAccepted = version !== null && acceptedVersion === version;

  return {
    terms,
    isAccepted,
    /** Shown under the box after an order was tried without it. */
    isMissing: isMissing && !isAccepted,
    checkboxRef,
    setAccepted(accepted: boolean) {
      setAcceptedVersion(accepted ? version : null);
      if (accepted) setMissing(false);
    },
    /** Before the order: the accepted version, or null (the box is pointed at and says why). */
    confirm(): string | null {
      if (isAccepted && version) return version;
      setMissing(true);
      checkboxRef.current?.focus();
      return null;
    },
  };
}
export type SaleTermsAcceptanceState = ReturnType<typeof useSaleTermsAcceptance>;
