import type { Language } from "@shop/shared";
import { fillText, SERVER_TEXTS } from "../../i18n/server-texts";
import { escapeHtml } from "../../lib/html";
import type { MailMessage } from "../mail/mailer";

/** The verification mail, in the language the shopper registered (or asked again) in. */
export function emailVerificationMail({
  to,
  link,
  shopName,
  language,
}: {
  to: string;
  link: string;
  shopName: string;
  language: Language;
}): MailMessage {
  const t = SERVER_TEXTS[language].emailVerification;
  const fill = (text: string) => fillText(text, { shop: shopName, email: to });
  const text = [fill(t.intro), "", `${t.action}: ${link}`, "", t.expiry, t.ignore, "", shopName].join("\n");
  const html = [
    `<p>${escapeHtml(fill(t.intro))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join("\n");
  return { to, subject: fill(t.subject), text, html };
}
