import type { Language } from "@shop/shared";
import en from "../../apps/web/src/locales/en.json" with { type: "json" };
import jp from "../../apps/web/src/locales/jp.json" with { type: "json" };
import kr from "../../apps/web/src/locales/kr.json" with { type: "json" };
import vi from "../../apps/web/src/locales/vi.json" with { type: "json" };

/** The web app's own translation files: stories assert what a shopper reads, in each language. */
export const TRANSLATIONS = { vi, en, kr, jp } as const;

/** `text("en", "header.about")` → "About"; `{{name}}` placeholders filled from `values`. */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = TRANSLATIONS[language];
  for (const part of key.split(".")) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== "string") throw new Error(`no translation ${language}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
