import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The E2E server's DATA_DIR (playwright.config.ts): without SMTP_URL every mail is an .eml file in outbox/. */
export const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? ".data-e2e", "outbox");

/** A raw message made readable: encoded-word headers and quoted-printable or base64 parts decoded. */
export function readableMail(raw: string): string {
  const decodeQ = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split);
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQ(text.replaceAll("_", " ")),
    );
  const decodedBody = body.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)(\r?\n\r?\n)([\s\S]*?)(?=\r?\n?--|$)/gi,
    (_, encoding: string, gap: string, content: string) =>
      `Content-Transfer-Encoding: ${encoding}${gap}${
        encoding.toLowerCase() === "base64"
          ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8")
          : decodeQ(content.replace(/=\r?\n/g, ""))
      }`,
  );
  return headers + decodedBody;
}

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
