import type { Language } from "@shop/shared";
import { fillText, SERVER_TEXTS } from "../../i18n/server-texts";
import { linkMail } from "../mail/link-mail";
import type { MailMessage } from "../mail/mailer";

/**
 * The password reset or the address verification mail, in the language the shopper used when
 * asking for it (or registering).
 */
export function accountLinkMail(
  kind: "passwordReset" | "emailVerification",
  { to, link, shopName, language }: { to: string; link: string; shopName: string; language: Language },
): MailMessage {
  const t = SERVER_TEXTS[language][kind];
  const fill = (text: string) => fillText(text, { shop: shopName, email: to });
  return linkMail(to, link, shopName, { ...t, subject: fill(t.subject), intro: fill(t.intro) });
}
