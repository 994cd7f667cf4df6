import { createHash } from "node:crypto";
import { LANGUAGES, type Language, type SaleTerms, saleTermsPath } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { escapeHtml } from "../../lib/html";
import * as repository from "./sale-terms.repository";
import { renderSaleTerms, SALE_TERMS_TEMPLATE, type SaleTermsFacts } from "./sale-terms-text";

/** The confirmation mail's line before the link to the terms (orders/order-confirmation-mail.ts). */
const MAIL_LINE: Record<Language, string> = {
  vi: "Điều khoản bán hàng bạn đã đồng ý (xem và tải về):",
  en: "The terms of sale you accepted (view and download):",
  kr: "동의하신 판매 약관(보기 및 내려받기):",
  jp: "同意いただいた販売条件（閲覧・ダウンロード）:",
};

/** SHA-256 of a text's UTF-8 bytes, hex: what an order stores and what a download is checked against. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A version of the terms: its texts in every language, each text's hash and the version id. */
export function composeSaleTerms(facts: SaleTermsFacts, template = SALE_TERMS_TEMPLATE) {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, renderSaleTerms(language, facts)]));
  const hashes = Object.fromEntries(
    LANGUAGES.map((language) => [language, sha256Hex(texts[language] ?? "")]),
  );
  // Same facts, same id on every instance and every start; any change of a word, a new one.
  const whole = sha256Hex(LANGUAGES.map((language) => `${language}\n${texts[language]}`).join("\n"));
  return { version: `${template}.${whole.slice(0, 12)}`, texts, hashes };
}

/** What the order statement stores: the version and the hash of its text in the order's language. */
export interface AcceptedTerms {
  version: string;
  hash: string;
  /** True when the shopper's request named the version (he ticked it at checkout). */
  accepted: boolean;
}

export type SaleTermsService = Awaited<ReturnType<typeof createSaleTerms>>;

/**
 * The sale terms (docs/decisions/052-the-buyers-contract-and-records.md): at start the terms this
 * instance's facts make are stored as a version if they are new (never changing an older one), and
 * become the version in force; checkout accepts only that one; a stored version is read back byte for
 * byte for the orders placed under it.
 */
export async function createSaleTerms({
  db,
  facts,
  clock = () => new Date(),
}: {
  db: Database;
  facts: SaleTermsFacts;
  clock?: () => Date;
}) {
  const composed = composeSaleTerms(facts);
  const current = await repository.publishVersion(db, { ...composed, at: clock() });

  function answer(stored: repository.StoredSaleTerms, language: Language): SaleTerms {
    return {
      version: stored.version,
      language,
      hash: stored.hashes[language] ?? "",
      publishedAt: stored.publishedAt.toISOString(),
      text: stored.texts[language] ?? "",
    };
  }

  return {
    current(language: Language): SaleTerms {
      return answer(current, language);
    },

    /**
     * The terms an order is placed under. A version named by the request must be the one in force:
     * an unknown one is 400 `terms_unknown`, an earlier one 409 `terms_outdated` (the shopper reads
     * the new terms and accepts them again). None named: the version in force, not accepted.
     */
    async forOrder(termsVersion: string | undefined, language: Language): Promise<AcceptedTerms> {
      const hash = current.hashes[language] ?? "";
      if (termsVersion === undefined) return { version: current.version, hash, accepted: false };
      if (termsVersion === current.version) return { version: current.version, hash, accepted: true };
      if (await repository.findVersion(db, termsVersion)) {
        throw new AppError(
          "terms_outdated",
          409,
          "The sale terms changed: read and accept the current ones.",
          {
            termsVersion: "sale_terms.error_outdated",
          },
        );
      }
      throw new AppError("terms_unknown", 400, `No sale terms ${termsVersion}.`, {
        termsVersion: "sale_terms.error_unknown",
      });
    },

    /** The confirmation mail's part: where the buyer reads and downloads the version he ordered under. */
    mailSection(version: string, language: Language): { text: string[]; html: string } {
      const url = `${facts.publicUrl}${saleTermsPath(version, language)}`;
      return {
        text: [MAIL_LINE[language], url],
        html: `<p>${escapeHtml(MAIL_LINE[language])}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      };
    },

    /** A stored version in one language, exactly as it was published; null for an unknown version. */
    async version(version: string, language: Language): Promise<SaleTerms | null> {
      const stored = version === current.version ? current : await repository.findVersion(db, version);
      return stored ? answer(stored, language) : null;
    },
  };
}
