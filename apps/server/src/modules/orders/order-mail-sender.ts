import type { Mailer, MailMessage } from "../mail/mailer";

export interface OrderMailLogger {
  error(details: object, message: string): void;
}

/**
 * The one place the order lifecycle hands a mail over, after its change has committed. It sends
 * through the Mailer now; a mail outbox written in the change's transaction can replace this
 * function alone. A failing mail server never undoes or fails the change: it is logged.
 */
export function createOrderMailSender({ mailer, logger }: { mailer: Mailer; logger: OrderMailLogger }) {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message: MailMessage, orderId: string): void {
      const sending = mailer
        .send(message)
        .catch((error: unknown) => logger.error({ err: error, orderId }, "order status mail failed"))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    /** Resolves when every mail started so far is sent or has failed (shutdown, tests). */
    async whenSent(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type OrderMailSender = ReturnType<typeof createOrderMailSender>;
