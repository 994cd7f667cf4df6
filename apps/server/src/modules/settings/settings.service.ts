import {
  type AdminShippingSettings,
  DEFAULT_SHIPPING_SETTINGS,
  type PickupAddressInput,
  type ShippingSettings,
  type StoredPickupAddress,
  shippingSettingsSchema,
  storedPickupAddressSchema,
} from "@shop/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AddressService } from "../addresses/addresses.service";
import { type AuditActor, AuditLog } from "../audit/audit-log";
import * as repository from "./settings.repository";

const SHIPPING_KEY = "shipping";
/** Where parcels leave from (the carriers' quotes and bookings need it): its own key and audit entry. */
const PICKUP_KEY = "pickup";

export interface SettingsLogger {
  warn(details: object, message: string): void;
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export interface ShippingForOrder {
  rule: ShippingSettings;
  /** True in a statement while the stored rule is still `rule` (settings.repository.ts). */
  unchanged: SQL;
}

/**
 * The owner's settings. Read from the database on every use, except by orders: with several
 * instances behind a load balancer a change on one is what the next order on any other charges,
 * and an order checks that in its own statement instead of reading the rule first
 * (`shippingForOrder`; docs/decisions/025-addresses-and-shipping.md and
 * docs/decisions/033-an-order-is-one-statement.md).
 */
export function createSettingsService({
  db,
  logger,
  clock = () => new Date(),
  addresses,
}: {
  db: Database;
  logger?: SettingsLogger;
  clock?: () => Date;
  /** The 2025 units: a pickup ward must be in its province, and is stored with the names. */
  addresses?: Pick<AddressService, "resolve">;
}) {
  function shippingRuleOf(stored: unknown | undefined): ShippingSettings {
    if (stored === undefined) return DEFAULT_SHIPPING_SETTINGS;
    const parsed = shippingSettingsSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    // Only a hand edit of the table gets here: charge nothing rather than refuse every order.
    logger?.warn({ stored }, "stored shipping settings are invalid; charging no shipping fee");
    return DEFAULT_SHIPPING_SETTINGS;
  }

  async function pickupAddress(): Promise<StoredPickupAddress | null> {
    const stored = await repository.findSetting(db, PICKUP_KEY);
    if (stored === undefined) return null;
    const parsed = storedPickupAddressSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    logger?.warn({ stored }, "stored pickup address is invalid; carriers are not offered");
    return null;
  }

  /** The rule as this instance last read it for an order, kept until an order finds it changed. */
  let readForOrders: Promise<ShippingForOrder> | null = null;

  return {
    /** The shipping fee rule; the default (no fee) until the owner sets one. */
    async shippingSettings(): Promise<ShippingSettings> {
      return shippingRuleOf(await repository.findSetting(db, SHIPPING_KEY));
    },

    /**
     * The rule an order charges, read once and kept, with the condition the order's statement
     * holds it to (still the stored rule). When another instance has changed it since, the
     * statement refuses: `forgetShippingForOrder()` and price the order again.
     */
    shippingForOrder(): Promise<ShippingForOrder> {
      readForOrders ??= repository.findSetting(db, SHIPPING_KEY).then(
        (stored) => ({
          rule: shippingRuleOf(stored),
          unchanged: repository.settingUnchanged(SHIPPING_KEY, stored),
        }),
        (error: unknown) => {
          readForOrders = null;
          throw error;
        },
      );
      return readForOrders;
    },

    forgetShippingForOrder(): void {
      readForOrders = null;
    },

    /** Where parcels leave from, or null until the owner sets it (the carriers are not offered then). */
    pickupAddress,

    /** GET /api/admin/settings/shipping: the rule and the pickup address, for the owner's form. */
    async adminShippingSettings(): Promise<AdminShippingSettings> {
      const [stored, pickup] = await Promise.all([repository.findSetting(db, SHIPPING_KEY), pickupAddress()]);
      const rule = shippingRuleOf(stored);
      return { ...rule, pickup };
    },

    /**
     * Already checked by the route's schema (shippingSettingsSchema). The change and its audit
     * entry (the rule before and after, and who) are stored in one transaction; a pickup address
     * given with it (its ward checked to be in its province, 400 `invalid_ward` otherwise) is
     * stored in the same transaction with its own entry.
     */
    async setShippingSettings(
      actor: AuditActor,
      input: ShippingSettings & { pickup?: PickupAddressInput },
    ): Promise<ShippingSettings> {
      const value = shippingSettingsSchema.parse({ flatFee: input.flatFee, freeFrom: input.freeFrom });
      let pickup: StoredPickupAddress | null = null;
      if (input.pickup) {
        if (!addresses) throw new Error("settings need the address service to store a pickup address");
        const { provinceName, wardName } = addresses.resolve(
          input.pickup.provinceCode,
          input.pickup.wardCode,
        );
        pickup = { ...input.pickup, provinceName, wardName };
      }
      await db.transaction(async (tx) => {
        if (pickup) {
          const before = (await repository.findSetting(tx, PICKUP_KEY, { lock: true })) ?? null;
          await repository.upsertSetting(tx, PICKUP_KEY, pickup, clock());
          await AuditLog.record(tx, {
            actor,
            action: "setting.pickup",
            entity: "setting",
            entityId: PICKUP_KEY,
            before,
            after: pickup,
          });
        }
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
      // The next order here charges it without being refused first (other instances' orders are).
      readForOrders = null;
      return value;
    },
  };
}
