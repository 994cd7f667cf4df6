import { HTML_LANG, LANGUAGES, type Language } from "@shop/shared";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage, i18n, LANGUAGE_NATIVE_NAMES } from "../../lib/i18n";
import { ChevronDownIcon, GlobeIcon } from "../../ui/icons";
import { useDismiss } from "../../ui/use-dismiss";

/** The three languages other than the current one, each named in its own language. */
export function useOtherLanguages(): Language[] {
  const { i18n: instance } = useTranslation();
  const current = instance.resolvedLanguage ?? instance.language;
  return LANGUAGES.filter((language) => language !== current);
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

interface LanguageOptionsProps {
  onChosen?: () => void;
  className?: string;
  itemClassName?: string;
}

/** A list of buttons for the other three languages; used in the header menu and the phone menu. */
export function LanguageOptions({ onChosen, className = "", itemClassName = "" }: LanguageOptionsProps) {
  const others = useOtherLanguages();
  return (
    <ul className={className}>
      {others.map((language) => (
        <li key={language}>
          <button
            type="button"
            lang={HTML_LANG[language]}
            onClick={() => {
              void changeLanguage(language);
              onChosen?.();
            }}
            className={`tap flex w-full items-center px-4 text-left hover:bg-sand hover:text-accent ${itemClassName}`}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Header dropdown (tablet and desktop). */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  const insideRefs = useMemo(() => [containerRef], []);
  useDismiss({ isOpen, onClose: close, insideRefs, returnFocusRef: buttonRef });

  const current = currentLanguage();
  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="tap flex items-center justify-center gap-1.5 rounded-full px-2 text-sm text-ink hover:text-accent"
      >
        <GlobeIcon className="size-5" />
        <span aria-hidden="true" className="hidden lg:inline">
          {LANGUAGE_NATIVE_NAMES[current]}
        </span>
        <span className="sr-only">{t("language.current", { language: LANGUAGE_NATIVE_NAMES[current] })}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} />
      </button>
      <div
        id={listId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-48 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg shadow-ink/5"
      >
        <p className="px-4 pt-2 pb-1 text-xs tracking-wide text-muted uppercase">{t("language.choose")}</p>
        <LanguageOptions onChosen={close} itemClassName="text-sm" />
      </div>
    </div>
  );
}
