import {
  type Voucher,
  type VoucherInput,
  type VoucherRefusal,
  voucherDiscount,
  voucherRefusal,
} from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import * as repository from "./vouchers.repository";

const REFUSAL_MESSAGES: Record<VoucherRefusal, string> = {
  voucher_unknown: "This voucher code does not exist.",
  voucher_expired: "This voucher has expired.",
  voucher_not_started: "This voucher is not valid yet.",
  voucher_used_up: "This voucher has been used up.",
  voucher_below_minimum: "The order is below this voucher's minimum.",
};

/** A refused code: 409 when it was used up (a conflict with other orders), 400 otherwise. */
export function voucherRefused(refusal: VoucherRefusal): AppError {
  return new AppError(refusal, refusal === "voucher_used_up" ? 409 : 400, REFUSAL_MESSAGES[refusal], {
    voucherCode: `vouchers.refused_${refusal}`,
  });
}

function voucherNotFound(code: string): AppError {
  return new AppError("not_found", 404, `Voucher ${code} not found`);
}

/** What placeOrder needs of a voucher: the discount now, and taking a use in the order's statement. */
export interface VoucherCheckout {
  /** The discount `code` gives on `subtotal` now, or a refusal (AppError) explaining why not. */
  discountFor(code: string, subtotal: number, now: Date): Promise<number>;
  /** The use's part of the order's one statement (vouchers.repository.ts, `takeUseCte`). */
  takeUseCte: typeof repository.takeUseCte;
}

export type VoucherService = ReturnType<typeof createVoucherService>;

/** Vouchers (mã giảm giá): the owner's CRUD, every change in the audit log, and the checkout's part. */
export function createVoucherService({ db, clock = () => new Date() }: { db: Database; clock?: () => Date }) {
  const checkout: VoucherCheckout = {
    async discountFor(code, subtotal, now) {
      const voucher = await repository.findVoucher(db, code);
      const refusal = voucherRefusal(voucher, subtotal, now);
      if (refusal || !voucher) throw voucherRefused(refusal ?? "voucher_unknown");
      return voucherDiscount(voucher, subtotal);
    },
    takeUseCte: repository.takeUseCte,
  };

  return {
    checkout,

    list(): Promise<Voucher[]> {
      return repository.listVouchers(db);
    },

    async get(code: string): Promise<Voucher> {
      const voucher = await repository.findVoucher(db, code);
      if (!voucher) throw voucherNotFound(code);
      return voucher;
    },

    create(actor: AuditActor, input: VoucherInput): Promise<Voucher> {
      return db.transaction(async (tx) => {
        const voucher = await repository.insertVoucher(tx, input, clock());
        if (!voucher) throw new AppError("voucher_exists", 409, `Voucher ${input.code} already exists.`);
        await AuditLog.record(tx, {
          actor,
          action: "voucher.create",
          entity: "voucher",
          entityId: voucher.code,
          after: voucher,
        });
        return voucher;
      });
    },

    /** The code in the path names the voucher; a different code in the body is refused. */
    update(actor: AuditActor, code: string, input: VoucherInput): Promise<Voucher> {
      if (input.code !== code) {
        throw new AppError("validation_failed", 400, "A voucher's code cannot change.", {
          code: "voucher_code_fixed",
        });
      }
      return db.transaction(async (tx) => {
        const before = await repository.findVoucher(tx, code, { lock: true });
        if (!before) throw voucherNotFound(code);
        if (input.usageLimit !== null && input.usageLimit < before.usedCount) {
          throw new AppError(
            "validation_failed",
            400,
            `This voucher was already used ${before.usedCount} times.`,
            {
              usageLimit: "voucher_limit_below_used",
            },
          );
        }
        const after = await repository.updateVoucher(tx, code, input, clock());
        if (!after) throw voucherNotFound(code);
        await AuditLog.record(tx, {
          actor,
          action:
            before.paused === after.paused
              ? "voucher.update"
              : after.paused
                ? "voucher.pause"
                : "voucher.resume",
          entity: "voucher",
          entityId: code,
          before,
          after,
        });
        return after;
      });
    },

    delete(actor: AuditActor, code: string): Promise<void> {
      return db.transaction(async (tx) => {
        const before = await repository.findVoucher(tx, code, { lock: true });
        if (!before || !(await repository.deleteVoucher(tx, code))) throw voucherNotFound(code);
        await AuditLog.record(tx, {
          actor,
          action: "voucher.delete",
          entity: "voucher",
          entityId: code,
          before,
        });
      });
    },
  };
}
