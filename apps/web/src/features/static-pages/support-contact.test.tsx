import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { getShopInfo } from "../../lib/shop-info";
import { SupportContact } from "./support-contact";

describe("a policy page's contact line", () => {
  it("reads as the translated sentence, its e-mail and hotline as links to write and to call", async () => {
    const shop = getShopInfo();
    for (const language of ["vi", "en"]) {
      await i18n.changeLanguage(language);
      const { container, unmount } = render(<SupportContact sentenceKey="warranty.contact" />);
      expect(container.textContent).toBe(
        i18n.t("warranty.contact", { email: shop.supportEmail, phone: shop.hotline }),
      );
      expect(screen.getByRole("link", { name: shop.supportEmail }).getAttribute("href")).toBe(
        `mailto:${shop.supportEmail}`,
      );
      expect(screen.getByRole("link", { name: shop.hotline }).getAttribute("href")).toBe(
        `tel:${shop.hotline.replace(/\s/g, "")}`,
      );
      unmount();
    }
  });
});
