import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, LANGUAGES, type Language } from "@shop/shared";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { languageDetector } from "./language-detector";

/**
 * Each language is its own small chunk, loaded before the first render (main.tsx awaits
 * `initI18n`), so the first paint is already translated and no visitor downloads all four.
 */
const LOCALE_LOADERS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  vi: () => import(/* preload: locale:vi */ "../locales/vi.json"),
  en: () => import(/* preload: locale:en */ "../locales/en.json"),
  kr: () => import(/* preload: locale:kr */ "../locales/kr.json"),
  jp: () => import(/* preload: locale:jp */ "../locales/jp.json"),
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

/**
 * What goes between two sentences put side by side on screen, or a sentence and the link that
 * follows it: a space, except in Japanese, which writes sentences one after the other
 * ("送料無料。配送業者を…", "ログインすると、…").
 */
export function sentenceGap(language: Language = currentLanguage()): string {
  return language === "jp" ? "" : " ";
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
      .use(languageDetector)
      .use(initReactI18next)
      .init({
        supportedLngs: [...LANGUAGES],
        // Every key exists in every language (the completeness test in locales/), so a shop language
        // needs no fallback; loading one would put a second language file before the first paint.
        // Anything else (a stored "fr") shows Vietnamese.
        fallbackLng: (code: string) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
        load: "currentOnly",
        ns: ["translation"],
        defaultNS: "translation",
        interpolation: { escapeValue: false }, // React escapes
        react: { useSuspense: false },
      });
  }
  return initialising;
}
