import type { Database } from "../../db/client";
import * as transfers from "./incoming-transfers.repository";
import * as notifications from "./payments.repository";

/**
 * What the payments module keeps of the money it saw, and for how long
 * (docs/decisions/052-the-buyers-contract-and-records.md, "The retention job"): the gateways'
 * notifications (VNPay, MoMo) and SePay's transfers are the record of a payment and go with the
 * records period; a transfer's note (what the payer wrote, often their name) goes earlier, once
 * the transfer no longer waits for the owner, and at once when the buyer of its order has their
 * data deleted (docs/decisions/051-personal-data.md). VNPay's and MoMo's payloads name no person:
 * order code, amounts, the gateway's transaction number and bank code only.
 */
export interface PaymentRecords {
  /** Retention: deletes notifications and transfers received before `recordsBefore`. */
  purgeRecords(recordsBefore: Date): Promise<number>;
  /** Retention: erases the notes of settled transfers received before `before`. */
  purgeTransferNotes(before: Date): Promise<number>;
  /** Deletion: erases the notes of the transfers of these orders (their codes), in `tx`. */
  eraseTransferNotesOf(tx: Database, orderIds: string[]): Promise<number>;
}

export function createPaymentRecords(db: Database): PaymentRecords {
  return {
    async purgeRecords(recordsBefore) {
      const gone = await notifications.deleteNotificationsReceivedBefore(db, recordsBefore);
      return gone + (await transfers.deleteReceivedBefore(db, recordsBefore));
    },
    purgeTransferNotes: (before) => transfers.eraseSettledNotesBefore(db, before),
    eraseTransferNotesOf: (tx, orderIds) => transfers.eraseNotesOfOrders(tx, orderIds),
  };
}
