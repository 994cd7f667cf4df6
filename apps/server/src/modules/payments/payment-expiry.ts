import type { FastifyInstance } from "fastify";
import type { PaymentService } from "./payments.service";

/** How often unpaid VNPay and MoMo orders are looked at; an order expires at most this late. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Sweeps expired unpaid orders once a minute while the app runs (and once at start, for those that
 * expired while it was down). Several instances may sweep together: each cancellation is one
 * conditional UPDATE, so an order is cancelled, and its customer told, once.
 */
export function startPaymentExpiry(app: FastifyInstance, payments: PaymentService): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = payments.expireWaiting().catch((error: unknown) => {
      app.log.error({ err: error }, "payment expiry sweep failed");
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => {
    clearInterval(timer);
    await running;
  });
}
