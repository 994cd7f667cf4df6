import type { Database } from "../../db/client";
import type { MailMessage } from "../mail/mailer";
import { enqueueMail } from "../mail/outbox";

/**
 * How the order lifecycle mails a customer: the status mail is written to the outbox in the
 * change's own transaction (modules/mail/outbox.ts), so it commits with the change or not at all and
 * survives a crash; after the commit the outbox worker is woken to send it
 * (docs/decisions/021-durability.md).
 */
export interface OrderMailSender {
  queue(tx: Database, message: MailMessage): Promise<void>;
  /** Called after the transaction that queued mail has committed. */
  queued(): void;
}

export function createOrderMailSender({ wake }: { wake: () => void }): OrderMailSender {
  return {
    queue: (tx, message) => enqueueMail(tx, message),
    queued: wake,
  };
}
