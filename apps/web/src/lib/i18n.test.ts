import { describe, expect, it } from "vitest";
import { i18n } from "./i18n";
import { languageDetector } from "./language-detector";

describe("i18n", () => {
  it("detects with the shop's own detector and loads only the shopper's language", async () => {
    expect(i18n.services.languageDetector).toBe(languageDetector);
    await i18n.changeLanguage("en");
    expect(i18n.languages).toEqual(["en"]);
    expect(i18n.hasResourceBundle("jp", "translation")).toBe(false);
  });

  it("remembers a chosen language in local storage and a cookie", async () => {
    await i18n.changeLanguage("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");
    expect(document.cookie).toContain("i18next=en");
  });

  it("falls back to Vietnamese for an unsupported language", async () => {
    await i18n.changeLanguage("fr");
    expect(i18n.resolvedLanguage).toBe("vi");
    expect(document.documentElement.lang).toBe("vi");
  });

  it("sets <html lang> to the BCP 47 tag of kr and jp", async () => {
    await i18n.changeLanguage("kr");
    expect(document.documentElement.lang).toBe("ko");
    await i18n.changeLanguage("jp");
    expect(document.documentElement.lang).toBe("ja");
  });
});
