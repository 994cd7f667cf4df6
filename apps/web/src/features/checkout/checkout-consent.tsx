import { ConsentNotice } from "../privacy";

/**
 * The checkout's consent: the privacy notice it is placed under and the unticked marketing box
 * (features/privacy). The order sends both (`consentFromForm`, use-place-order.ts).
 */
export function CheckoutConsent() {
  return <ConsentNotice purpose="checkout" />;
}
