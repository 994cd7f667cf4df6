import { COLOURS, LANGUAGES } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { fillText, SERVER_TEXTS } from "./server-texts";

/** Every `section.key` of a language's texts, with the `{marks}` its text uses. */
function entries(language: (typeof LANGUAGES)[number]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [section, texts] of Object.entries(SERVER_TEXTS[language])) {
    for (const [key, text] of Object.entries(texts as Record<string, string>)) {
      found.set(`${section}.${key}`, [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort());
    }
  }
  return found;
}

describe("the server's texts", () => {
  const vietnamese = entries("vi");

  it.each(LANGUAGES)("has every key, non-empty and with the same {marks}, in %s", (language) => {
    const texts = entries(language);
    expect([...texts.keys()].sort()).toEqual([...vietnamese.keys()].sort());
    for (const [key, marks] of vietnamese) expect(texts.get(key), key).toEqual(marks);
    for (const [section, values] of Object.entries(SERVER_TEXTS[language])) {
      for (const [key, text] of Object.entries(values as Record<string, string>)) {
        expect(text.trim(), `${language} ${section}.${key}`).not.toBe("");
      }
    }
  });

  it("names each of the shop's colours, as the shared list does in Vietnamese and English", () => {
    expect(Object.keys(SERVER_TEXTS.vi.colours).sort()).toEqual(COLOURS.map((colour) => colour.en).sort());
    expect(COLOURS.map((colour) => SERVER_TEXTS.vi.colours[colour.en])).toEqual(
      COLOURS.map((colour) => colour.vi),
    );
    expect(COLOURS.map((colour) => SERVER_TEXTS.en.colours[colour.en])).toEqual(
      COLOURS.map((colour) => colour.en),
    );
  });

  it("fills the marks it is given and leaves the others", () => {
    expect(fillText("Xin chào {name}, {other}", { name: "Lan" })).toBe("Xin chào Lan, {other}");
    expect(fillText("Số lượng: {quantity}", { quantity: 2 })).toBe("Số lượng: 2");
  });
});
