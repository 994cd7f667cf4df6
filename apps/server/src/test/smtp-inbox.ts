import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free local port (smtp-server), for tests of what the shop mails. Every
 * message it accepts is kept as raw text; with `refuse` it answers every message with a 550, like
 * a mail server that is down for delivery.
 */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, the value for SMTP_URL. */
  url: string;
  messages: string[];
  /** Resolves once `count` messages arrived (or rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<string[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(options: { refuse?: boolean } = {}): Promise<SmtpInbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.refuse) {
          const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          callback(refusal);
          return;
        }
        messages.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMessages(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`${messages.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The readable text of a raw message: each part decoded (quoted-printable or base64) as UTF-8, and
 * encoded-word headers (`=?UTF-8?Q?…?=`) unfolded, so a test can look for
 * "1.250.000 VNĐ" or a Vietnamese subject without a MIME parser.
 */
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
  // Each part as its Content-Transfer-Encoding says (nodemailer picks base64 for mostly non-Latin text).
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
