import { PRIVACY_NOTICE_VERSION } from "@shop/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { consentFromForm } from "../privacy";
import { CheckoutConsent } from "./checkout-consent";

/** The checkout's consent (docs/decisions/051-personal-data.md): nothing ticked in advance. */
describe("the checkout's consent", () => {
  function renderInForm() {
    render(
      <MemoryRouter>
        <form aria-label="checkout">
          <CheckoutConsent />
        </form>
      </MemoryRouter>,
    );
    return screen.getByRole("form", { name: "checkout" }) as HTMLFormElement;
  }

  it("links the privacy notice of the version it sends, and leaves the marketing box unticked", () => {
    const form = renderInForm();
    const link = screen.getByRole("link", {
      name: `thông báo về xử lý dữ liệu cá nhân (phiên bản ${PRIVACY_NOTICE_VERSION})`,
    });
    expect(link.getAttribute("href")).toBe("/privacy");
    const box = screen.getByRole("checkbox", { name: /ưu đãi và sản phẩm mới/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(consentFromForm(form)).toEqual({
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      marketingOptIn: false,
    });
  });

  it("sends the marketing opt-in only once the shopper ticks it, in English too", async () => {
    await i18n.changeLanguage("en");
    const user = userEvent.setup();
    const form = renderInForm();
    expect(screen.getByText(/By placing this order you agree/).textContent).toContain("to deliver it");
    await user.click(screen.getByRole("checkbox", { name: /offers and new products/ }));
    expect(consentFromForm(form).marketingOptIn).toBe(true);
  });
});
