import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shop/shared";
import type { LanguageDetectorModule } from "i18next";

/**
 * The shopper's language, found in this order: query string `lng`, cookie, local
 * storage, session storage, the browser's languages, the `<html lang>` tag; Vietnamese otherwise.
 * A few lines in place of i18next-browser-languagedetector (3 KB gzip of the first load), with
 * the same names for what it stores, so a choice made before this change is still honoured.
 */
export const LANGUAGE_QUERY_PARAMETER = "lng";
export const LANGUAGE_COOKIE = "i18next";
export const LANGUAGE_STORAGE_KEY = "i18nextLng";
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Browsers report BCP 47 tags ("ko-KR", "ja"); the shop's codes for Korean and Japanese are kr and jp (docs/product.md). */
const BCP47_TO_LANGUAGE: Record<string, Language> = {
  vi: "vi",
  en: "en",
  ko: "kr",
  ja: "jp",
  kr: "kr",
  jp: "jp",
};

/** "en-US" → "en", "ko" → "kr", "ja-JP" → "jp"; anything else is returned lower-cased and later ignored. */
export function toLanguage(detected: string): string {
  const primary = detected.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return BCP47_TO_LANGUAGE[primary] ?? detected.toLowerCase();
}

/** Where a language may be found, in the order they are asked. */
export interface LanguageSources {
  search: string;
  cookie: string;
  localStorage: Storage | undefined;
  sessionStorage: Storage | undefined;
  navigatorLanguages: readonly string[];
  htmlLang: string;
}

function readStorage(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked: ask the next source
  }
}

function readCookie(cookie: string): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Every language the sources name, in the order of docs/product.md ("Languages"), before any is checked. */
export function candidateLanguages(sources: LanguageSources): string[] {
  return [
    new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAMETER),
    readCookie(sources.cookie),
    readStorage(sources.localStorage),
    readStorage(sources.sessionStorage),
    ...sources.navigatorLanguages,
    sources.htmlLang,
  ].filter((value): value is string => typeof value === "string" && value.trim() !== "");
}

/** The first of the shop's four languages the sources name, or Vietnamese. */
export function detectLanguage(sources: LanguageSources): Language {
  for (const candidate of candidateLanguages(sources)) {
    const language = toLanguage(candidate);
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

function browserSources(): LanguageSources {
  const storage = (name: "localStorage" | "sessionStorage"): Storage | undefined => {
    try {
      return globalThis[name];
    } catch {
      return undefined; // reading the property itself throws when storage is disabled
    }
  };
  return {
    search: globalThis.location?.search ?? "",
    cookie: globalThis.document?.cookie ?? "",
    localStorage: storage("localStorage"),
    sessionStorage: storage("sessionStorage"),
    navigatorLanguages: globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ""],
    htmlLang: globalThis.document?.documentElement.lang ?? "",
  };
}

/** Keeps the chosen language for the next visit: local storage and a year-long cookie. */
export function rememberLanguage(
  language: string,
  sources: Pick<LanguageSources, "localStorage"> = browserSources(),
): void {
  if (!isLanguage(language)) return;
  try {
    sources.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the cookie below still remembers it
  }
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is missing in Safari < 18.4
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
}

/** The detector as an i18next module. */
export const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect: () => detectLanguage(browserSources()),
  cacheUserLanguage: (language) => rememberLanguage(language),
};
