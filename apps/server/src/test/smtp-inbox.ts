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
