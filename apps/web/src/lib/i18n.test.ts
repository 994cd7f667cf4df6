import { describe, expect, it } from "vitest";
import { i18n, toLanguage } from "./i18n";

describe("toLanguage", () => {
  it.each([
    ["en-US", "en"],
    ["en", "en"],
    ["vi-VN", "vi"],
    ["ko", "kr"],
    ["ko-KR", "kr"],
    ["ja", "jp"],
    ["ja-JP", "jp"],
    ["kr", "kr"],
    ["jp", "jp"],
  ])("maps the browser's %s to %s", (detected, expected) => {
    expect(toLanguage(detected)).toBe(expected);
  });

  it("leaves other languages alone, so the next detector or the fallback decides", () => {
    expect(toLanguage("fr-FR")).toBe("fr-fr");
  });
});

describe("i18n", () => {
  it("detects in the spec's order and caches in local storage and a cookie", () => {
    const detection = i18n.options.detection;
    expect(detection?.order).toEqual([
      "querystring",
      "cookie",
      "localStorage",
      "sessionStorage",
      "navigator",
      "htmlTag",
    ]);
    expect(detection?.lookupQuerystring).toBe("lng");
    expect(detection?.caches).toEqual(["localStorage", "cookie"]);
    expect(i18n.options.fallbackLng).toEqual(["vi"]);
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
