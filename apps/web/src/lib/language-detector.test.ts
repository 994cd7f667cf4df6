import { describe, expect, it } from "vitest";
import {
  candidateLanguages,
  detectLanguage,
  type LanguageSources,
  rememberLanguage,
  toLanguage,
} from "./language-detector";

function storageWith(value: string | null): Storage {
  const storage = new Map<string, string>();
  if (value !== null) storage.set("i18nextLng", value);
  return {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, item: string) => void storage.set(key, item),
  } as Storage;
}

const blockedStorage = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
} as unknown as Storage;

/** Every source names a different language, so each test shows which one won. */
const ALL: LanguageSources = {
  search: "?lng=en",
  cookie: "theme=dark; i18next=jp",
  localStorage: storageWith("kr"),
  sessionStorage: storageWith("vi"),
  navigatorLanguages: ["ja-JP", "en-US"],
  htmlLang: "ko",
};

describe("detectLanguage", () => {
  it("asks in the shop's order: query string, cookie, local storage, session storage, browser, html tag", () => {
    expect(candidateLanguages(ALL)).toEqual(["en", "jp", "kr", "vi", "ja-JP", "en-US", "ko"]);
  });

  it("takes the query string's lng first", () => {
    expect(detectLanguage(ALL)).toBe("en");
  });

  it("then the cookie, then local storage, then session storage", () => {
    expect(detectLanguage({ ...ALL, search: "" })).toBe("jp");
    expect(detectLanguage({ ...ALL, search: "", cookie: "" })).toBe("kr");
    expect(detectLanguage({ ...ALL, search: "", cookie: "", localStorage: storageWith(null) })).toBe("vi");
  });

  it("then the browser's languages, then <html lang>", () => {
    const none = { ...ALL, search: "", cookie: "", localStorage: undefined, sessionStorage: undefined };
    expect(detectLanguage(none)).toBe("jp");
    expect(detectLanguage({ ...none, navigatorLanguages: ["fr-FR", "ko-KR"] })).toBe("kr");
    expect(detectLanguage({ ...none, navigatorLanguages: [] })).toBe("kr");
  });

  it("skips a language the shop does not have and falls back to Vietnamese", () => {
    expect(detectLanguage({ ...ALL, search: "?lng=fr", cookie: "i18next=de" })).toBe("kr");
    expect(
      detectLanguage({
        search: "?lng=fr",
        cookie: "",
        localStorage: undefined,
        sessionStorage: undefined,
        navigatorLanguages: ["de-DE"],
        htmlLang: "",
      }),
    ).toBe("vi");
  });

  it("ignores storage it may not read and a broken cookie", () => {
    expect(
      detectLanguage({ ...ALL, search: "", cookie: "i18next=%E0%A4%A", localStorage: blockedStorage }),
    ).toBe("vi");
  });
});

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
    ["EN_gb", "en"],
  ])("maps %s to %s", (detected, expected) => {
    expect(toLanguage(detected)).toBe(expected);
  });

  it("leaves other languages alone, so the next source or the fallback decides", () => {
    expect(toLanguage("fr-FR")).toBe("fr-fr");
  });
});

describe("rememberLanguage", () => {
  it("stores the language and sets a year-long cookie", () => {
    const storage = storageWith(null);
    rememberLanguage("jp", { localStorage: storage });
    expect(storage.getItem("i18nextLng")).toBe("jp");
    expect(document.cookie).toContain("i18next=jp");
  });

  it("stores nothing for a language the shop does not have", () => {
    const storage = storageWith(null);
    rememberLanguage("fr", { localStorage: storage });
    expect(storage.getItem("i18nextLng")).toBeNull();
  });

  it("still sets the cookie when storage is blocked", () => {
    rememberLanguage("kr", { localStorage: blockedStorage });
    expect(document.cookie).toContain("i18next=kr");
  });
});
