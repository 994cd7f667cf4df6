import { DEFAULT_SHIPPING_SETTINGS, type ShippingSettings, shippingSettingsSchema } from "@shop/shared";
import type { Database } from "../../db/client";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import * as repository from "./settings.repository";

const SHIPPING_KEY = "shipping";

export interface SettingsLogger {
  warn(details: object, message: string): void;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The owner's settings. Read from the database on every use, never kept in memory: one primary-key
 * lookup per order costs nothing next to the order's own writes, and with several instances
 * behind a load balancer a change on one is what the next order on any other charges
 * (docs/decisions/025-addresses-and-shipping.md).
 */
export function createSettingsService({
  db,
  logger,
  clock = () => new Date(),
}: {
  db: Database;
  logger?: SettingsLogger;
  clock?: () => Date;
}) {
  return {
    /** The shipping fee rule; the default (no fee) until the owner sets one. */
    async shippingSettings(): Promise<ShippingSettings> {
      const stored = await repository.findSetting(db, SHIPPING_KEY);
      if (stored === undefined) return DEFAULT_SHIPPING_SETTINGS;
      const parsed = shippingSettingsSchema.safeParse(stored);
      if (parsed.success) return parsed.data;
      // Only a hand edit of the table gets here: charge nothing rather than refuse every order.
      logger?.warn({ stored }, "stored shipping settings are invalid; charging no shipping fee");
      return DEFAULT_SHIPPING_SETTINGS;
    },

    /**
     * Already checked by the route's schema (shippingSettingsSchema). The change and its audit
     * entry (the rule before and after, and who) are stored in one transaction.
     */
    async setShippingSettings(actor: AuditActor, input: ShippingSettings): Promise<ShippingSettings> {
      const value = shippingSettingsSchema.parse(input);
      await db.transaction(async (tx) => {
        const before = (await repository.findSetting(tx, SHIPPING_KEY, { lock: true })) ?? null;
        await repository.upsertSetting(tx, SHIPPING_KEY, value, clock());
        await AuditLog.record(tx, {
          actor,
          action: "setting.shipping",
          entity: "setting",
          entityId: SHIPPING_KEY,
          before,
          after: value,
        });
      });
      return value;
    },
  };
}
