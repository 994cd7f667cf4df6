import { escapeHtml } from "../../lib/html";
import type { MailMessage } from "./mailer";

/** The words of a mail whose point is one link, already in the reader's language and filled in. */
export interface LinkMailWords {
  subject: string;
  intro: string;
  /** The link's label ("Reset your password"). */
  action: string;
  /** How long the link works. */
  expiry: string;
  /** What to do when the reader did not ask for it. */
  ignore: string;
}

/**
 * A mail that asks its reader to follow one link (a password reset, an address to verify, an
 * alert or a data request to confirm): the same plain and HTML bodies for every such mail, signed
 * with the shop's name.
 */
export function linkMail(to: string, link: string, shopName: string, words: LinkMailWords): MailMessage {
  const text = [
    words.intro,
    "",
    `${words.action}: ${link}`,
    "",
    words.expiry,
    words.ignore,
    "",
    shopName,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(words.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`,
    `<p>${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join("\n");
  return { to, subject: words.subject, text, html };
}
