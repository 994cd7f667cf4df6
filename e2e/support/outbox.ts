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

/** The raw mail (as the outbox wrote it) sent to `to` whose subject names `words`. */
export async function rawMailTo(to: string, words: string): Promise<string | undefined> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((file) =>
    file.endsWith(".eml"),
  );
  for (const file of files) {
    const raw = await readFile(join(OUTBOX_DIR, file), "utf8");
    const readable = readableMail(raw);
    if (readable.includes(`To: ${to}`) && readable.includes(words)) return raw;
  }
  return undefined;
}

/**
 * The mail's HTML as a mail client shows it: each `cid:` image taken from the mail's own parts
 * (as a data: address), so the page needs nothing from the shop or anywhere else.
 */
export function mailHtmlWithInlineImages(raw: string): string {
  const readable = readableMail(raw);
  const start = readable.search(/<!doctype html>/i);
  const html = readable.slice(start, readable.lastIndexOf("</html>") + "</html>".length);
  const images = new Map<string, string>();
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    const id = /Content-ID:\s*<([^>]+)>/i.exec(head)?.[1];
    const type = /Content-Type:\s*(image\/[a-z]+)/i.exec(head)?.[1];
    if (id && type) images.set(id, `data:${type};base64,${part.slice(split).replace(/\s+/g, "")}`);
  }
  return html.replace(/cid:([^"]+)/g, (reference, id: string) => images.get(id) ?? reference);
}
