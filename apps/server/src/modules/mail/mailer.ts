/**
 * What the shop needs of mail: one message to one person. Services never send it themselves: they
 * queue it in the mail outbox (outbox.ts) in the transaction that makes it owed, and the outbox
 * worker alone hands it to a `Mailer` (docs/decisions/040-one-mail-path.md). Implementations: SMTP
 * through nodemailer when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox with the
 * message's links logged; tests pass a real SMTP-backed one (smtp-server) or read the outbox.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Files carried by the message. An image shown inside the HTML (a VietQR code) has a `cid` and
   * the HTML refers to it as `<img src="cid:…">`, so it shows without loading anything remote.
   */
  attachments?: MailAttachment[];
  /**
   * Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post:
   * List-Unsubscribe=One-Click` (RFC 8058) on marketing mail. Names the transport sets itself
   * (From, To, Subject, Message-ID, Content-*…) are refused (mail-headers.ts).
   */
  headers?: Record<string, string>;
  /**
   * The same for every attempt at one message (the outbox sets it, outbox.ts): the transports
   * make it the Message-ID, and the .eml outbox its file name, so a repeated attempt is the same
   * message and the .eml outbox never writes it twice (docs/decisions/021-durability.md).
   */
  key?: string;
}

export interface MailAttachment {
  filename: string;
  /** A MIME type, e.g. `image/png`. */
  contentType: string;
  content: Buffer;
  /** Content-ID for an inline part: the HTML shows it with `cid:<this>`. */
  cid?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
