import { normaliseSearchText } from "@shop/shared";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Names typed without their marks ("nguyen thi anh") find the names stored with them ("Nguyễn Thị
 * Ánh"), in SQL that PGlite and PostgreSQL both run: `translate` maps each marked letter of the
 * Vietnamese alphabet to its plain one, in both cases, because `lower` leaves letters beyond ASCII
 * untouched under the C locale PGlite uses. Stored text is NFC (it is normalised when it arrives,
 * decision 043), so each marked letter is one character here.
 */
const MARKED_LOWER = "àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ";
const MARKED = MARKED_LOWER + MARKED_LOWER.toUpperCase();
const PLAIN = [...MARKED].map((letter) => normaliseSearchText(letter)).join("");

/** The text as the fold below makes it: the query side of the comparison. */
export function foldAccents(text: string): string {
  return [...text.normalize("NFC")]
    .map((letter) => (MARKED.includes(letter) ? normaliseSearchText(letter) : letter))
    .join("")
    .toLowerCase();
}

/** A column (or any text expression) without its Vietnamese marks, lower-cased. */
export function foldedColumn(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${MARKED}, ${PLAIN}))`;
}
