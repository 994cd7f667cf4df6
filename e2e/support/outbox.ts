import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { readableMail } from "@shop/shared/testing";

/** The E2E server's DATA_DIR (playwright.config.ts): without SMTP_URL every mail is an .eml file in outbox/. */
export const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? ".data-e2e", "outbox");

/** Every mail in the outbox (readable) sent to `to`. */
export async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((file) =>
    file.endsWith(".eml"),
  );
  const mails: string[] = [];
  for (const file of files) {
    const mail = readableMail(await readFile(join(OUTBOX_DIR, file), "utf8"));
    if (mail.includes(`To: ${to}`)) mails.push(mail);
  }
  return mails;
}
