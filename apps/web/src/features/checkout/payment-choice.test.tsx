import { LANGUAGES } from "@shop/shared";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { PaymentChoice } from "./payment-choice";

afterEach(() => i18n.changeLanguage("vi"));

describe("the payment choice with cash on delivery alone", () => {
  // The owner decides which gateways are set up (docs/deploy.md); a shop without them never will
  // take MoMo or VNPay, so its checkout must not promise them.
  it.each(LANGUAGES)("names cash on delivery and promises no other method (%s)", async (language) => {
    await i18n.changeLanguage(language);
    const { container } = render(<PaymentChoice methods={["cod"]} value="cod" onChange={() => {}} />);
    expect(container.textContent).toContain(i18n.t("checkout.cod"));
    expect(container.textContent).toContain(i18n.t("checkout.payment_note"));
    expect(container.textContent).not.toMatch(/MoMo|VNPay/i);
  });
});
