import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchWords, writtenSearchWords } from "./search-text";

describe("normaliseSearchText", () => {
  it("drops Vietnamese tone and vowel marks and maps đ to d", () => {
    expect(normaliseSearchText("Túi xách ĐỎ")).toBe("tui xach do");
    expect(normaliseSearchText("Phụ kiện")).toBe("phu kien");
  });

  it("makes the same text of a query with or without marks", () => {
    expect(normaliseSearchText("tui xach do")).toBe(normaliseSearchText("Túi Xách Đỏ"));
    expect(normaliseSearchText("Xanh dương")).toBe("xanh duong");
  });

  it("handles decomposed input (NFD) like composed input", () => {
    expect(normaliseSearchText("Túi".normalize("NFD"))).toBe("tui");
  });

  it("keeps Japanese and Korean words whole", () => {
    expect(normaliseSearchText("ハンドバッグ")).toBe("ハンドバッグ");
    expect(normaliseSearchText("크로스백")).toBe("크로스백");
  });

  it("reads an English possessive as the word itself", () => {
    expect(normaliseSearchText("Women's bags")).toBe("women bags");
    expect(normaliseSearchText("women’s")).toBe("women");
    expect(normaliseSearchText("'s Lumi's")).toBe("s lumi");
  });

  it("turns punctuation into single spaces", () => {
    expect(normaliseSearchText("  100% da -- thật! ")).toBe("100 da that");
  });
});

describe("searchWords", () => {
  it("answers the distinct normalised words", () => {
    expect(searchWords("Túi túi  XÁCH")).toEqual(["tui", "xach"]);
  });

  it("answers nothing for a query without letters or digits", () => {
    expect(searchWords(" %_ ")).toEqual([]);
  });
});

describe("writtenSearchWords", () => {
  it("answers the words as typed, marks kept, beside the folded words", () => {
    expect(searchWords("Ví DA đà")).toEqual(["vi", "da"]);
    // A word typed twice with different marks is the first one typed, as searchWords keeps one.
    expect(writtenSearchWords("Ví DA đà")).toEqual(["ví", "da"]);
    expect(writtenSearchWords("túi Đà Lạt's")).toEqual(["túi", "đà", "lạt"]);
  });

  it("answers nothing when the query carries no mark: its words could be any", () => {
    expect(writtenSearchWords("vi da")).toBeUndefined();
    expect(writtenSearchWords("가방 かばん")).toBeUndefined();
    expect(writtenSearchWords("  ")).toBeUndefined();
  });

  it("reads decomposed input (NFD) like composed input", () => {
    expect(writtenSearchWords("ví dạ".normalize("NFD"))).toEqual(["ví", "dạ"]);
  });

  it("answers one spelling for each folded word, in searchWords' order", () => {
    for (const query of ["Túi  Đà-Lạt's ví DA", "túi \u0301 xách", "ÁO, áo; ao", "ví 12 đỏ 12"]) {
      expect(writtenSearchWords(query)?.map(normaliseSearchText), query).toEqual(searchWords(query));
    }
  });
});
