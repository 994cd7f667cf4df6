/**
 * What the shop needs of mail: one message to one person. Services take a `Mailer` as a
 * dependency (createOrderService({ db, mailer })), so tests can pass a real SMTP-backed one
 * (smtp-server) or read the outbox, and no service knows which transport runs below.
 * Implementations: SMTP through nodemailer when SMTP_URL is set, otherwise .eml files in
 * DATA_DIR/outbox with the message's links logged.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same for every attempt at one message (the outbox sets it, outbox.ts): the transports
   * make it the Message-ID, and the .eml outbox its file name, so a repeated attempt is the same
   * message and the .eml outbox never writes it twice (docs/decisions/021-durability.md).
   */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
