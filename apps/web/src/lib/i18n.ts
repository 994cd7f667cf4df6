import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, LANGUAGES, type Language } from "@shop/shared";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";

/**
 * Each language is its own small chunk, loaded before the first render (main.tsx awaits
 * `initI18n`), so the first paint is already translated and no visitor downloads all four.
 */
const LOCALE_LOADERS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  vi: () => import("../locales/vi.json"),
  en: () => import("../locales/en.json"),
  kr: () => import("../locales/kr.json"),
  jp: () => import("../locales/jp.json"),
};

/**
 * Each language's name in that language, shown in the language switcher whatever the current
 * interface language is (a shopper looks for the name of their own language).
 */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  vi: "Tiếng Việt",
  en: "English",
  kr: "한국어",
  jp: "日本語",
};

/** Browsers report BCP 47 tags ("ko-KR", "ja"); the spec's codes for Korean and Japanese are kr and jp. */
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

const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No translations for "${language}"`), false);
      return;
    }
    LOCALE_LOADERS[language]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language in use, narrowed to the shop's four codes. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function syncHtmlLang(language: string): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = isLanguage(language) ? HTML_LANG[language] : HTML_LANG[DEFAULT_LANGUAGE];
}

let initialising: Promise<unknown> | undefined;

/** Starts i18next once; resolves when the detected language's translations are loaded. */
export function initI18n(): Promise<unknown> {
  if (!initialising) {
    i18n.on("languageChanged", syncHtmlLang);
    initialising = i18n
      .use(localeBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        supportedLngs: [...LANGUAGES],
        fallbackLng: DEFAULT_LANGUAGE,
        load: "currentOnly",
        ns: ["translation"],
        defaultNS: "translation",
        interpolation: { escapeValue: false }, // React escapes
        detection: {
          // Spec §1: query string `lng`, cookie, local storage, session storage, browser, html tag.
          order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
          lookupQuerystring: "lng",
          lookupCookie: "i18next",
          lookupLocalStorage: "i18nextLng",
          lookupSessionStorage: "i18nextLng",
          caches: ["localStorage", "cookie"],
          cookieMinutes: 60 * 24 * 365,
          cookieOptions: { path: "/", sameSite: "lax" },
          convertDetectedLanguage: toLanguage,
        },
        react: { useSuspense: false },
      });
  }
  return initialising;
}
