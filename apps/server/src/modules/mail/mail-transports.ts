import { randomBytes } from "node:crypto";
import { access, type FileHandle, mkdir, open, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { mailFileTime } from "./mail-file-names";
import type { Mailer, MailMessage } from "./mailer";

/** What the mailers log through: Fastify's logger (pino) fits, and so does a test's spy. */
export interface MailLogger {
  info(details: object, message: string): void;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** The links of a message (a password-reset link, the shop's address), for the outbox's log line. */
export function linksIn(text: string): string[] {
  // A sentence's full stop or comma after a link is not part of it.
  const links = (text.match(LINK_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ""));
  return [...new Set(links)];
}

/** `<key@domain-of-from>`: a Message-ID that stays the same for every attempt at one message. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "shop.invalid";
  return `<${key}@${domain}>`;
}

/** The message as nodemailer takes it, for SMTP and the .eml outbox alike. */
function nodemailerMessage({ key, attachments = [], headers = {}, ...message }: MailMessage, from: string) {
  return {
    from,
    ...message,
    headers,
    attachments: attachments.map(({ filename, contentType, content, cid }) => ({
      filename,
      contentType,
      content,
      ...(cid ? { cid } : {}),
    })),
    ...(key ? { messageId: messageIdFor(key, from) } : {}),
  };
}

/** Real mail through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@mail.example.vn:465`). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail(nodemailerMessage(message, from));
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP every message becomes an .eml file in `dir` (DATA_DIR/outbox), built by nodemailer
 * exactly as it would be sent, and its links are logged: a shop running on a laptop, and the
 * tests, can follow a password-reset link or read an order confirmation with nothing configured.
 * Each file is written as `<name>.eml.tmp`, synced and renamed, so a reader of `*.eml` never sees
 * half a message; the `.eml.tmp` files a crash left behind are removed when the mailer is made
 * (at start), before its first message. A message with a `key` is the file `<key>.eml`; when that
 * file exists the message was already delivered (a crash came before the outbox could mark it
 * sent) and is not written again.
 */
export function createOutboxMailer({
  dir,
  from,
  logger,
  now = () => new Date(),
}: {
  dir: string;
  from: string;
  logger: MailLogger;
  now?: () => Date;
}): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The folder is made once, here, not before every message (a mkdir per mail was 1 % of the
  // embedded orders' thread); createMailFile makes it again if it was removed since.
  // Nothing here may fail the process or every later send: a folder that cannot be read or made
  // fails each send's own createMailFile instead, with its error, and the outbox tries again.
  const ready = removeHalfWrittenMail(dir)
    .then(async (removed) => {
      if (removed.length > 0) logger.info({ dir, removed }, "half-written mail files removed");
      await mkdir(dir, { recursive: true });
    })
    .catch(() => {});
  return {
    async send(message: MailMessage) {
      await ready;
      const name = message.key
        ? `${message.key}.eml`
        : `${mailFileTime(now())}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(dir, name);
      if (message.key && (await exists(file))) return;
      const info = await composer.sendMail(nodemailerMessage(message, from));
      const temporary = `${file}${TEMPORARY_SUFFIX}`;
      // Synced before the rename and before the outbox marks it sent: a power cut after "sent"
      // cannot leave the file empty.
      const handle = await createMailFile(temporary, dir);
      try {
        await handle.writeFile(info.message as Buffer);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
      logger.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        "mail written to the outbox",
      );
    },
  };
}

const TEMPORARY_SUFFIX = ".tmp";

/** A new file in the outbox, the folder made again if someone removed it while the shop ran. */
async function createMailFile(path: string, dir: string): Promise<FileHandle> {
  try {
    return await open(path, "w");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(dir, { recursive: true });
    return open(path, "w");
  }
}

/**
 * Removes the `*.eml.tmp` files in `dir`: a message being written when the process died. Its row
 * in the mail outbox is still unsent, so the next attempt writes it whole. (Instances on PostgreSQL
 * may share one DATA_DIR: a file another instance is writing at that moment goes too, its rename
 * fails and the outbox tries that message again.)
 */
export async function removeHalfWrittenMail(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const halfWritten = names.filter((name) => name.endsWith(`.eml${TEMPORARY_SUFFIX}`));
  await Promise.all(halfWritten.map((name) => rm(join(dir, name), { force: true })));
  return halfWritten;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Where the file outbox writes its .eml files: DATA_DIR/outbox. */
export function mailFilesDir(dataDir: string): string {
  return join(dataDir, "outbox");
}

/** SMTP when SMTP_URL is set, otherwise the outbox under DATA_DIR. */
export function createMailer(
  config: { smtpUrl: string | null; mailFrom: string; dataDir: string },
  logger: MailLogger,
): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ dir: mailFilesDir(config.dataDir), from: config.mailFrom, logger });
}
