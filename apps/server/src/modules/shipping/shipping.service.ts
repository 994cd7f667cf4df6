import {
  FLAT_SHIPPING_SERVICE,
  type ShippingOption,
  type ShippingSettings,
  shippingFeeFor,
} from "@shop/shared";
import {
  type Carrier,
  CarrierError,
  type CarrierName,
  type Parcel,
  type PickupAddress,
  type Place,
} from "./carrier";

/**
 * One line of a cart as a parcel needs it: the order's pricing (modules/orders/order-pricing.ts)
 * hands them in from the catalogue's prices for orders, which carry each product's weight and box.
 */
export interface ParcelLine {
  quantity: number;
  /** The price the order would charge for one unit today, in đồng. */
  unitPrice: number;
  /** Null when the product has none yet: SHIPPING_DEFAULT_WEIGHT_GRAMS is used. */
  weightGrams: number | null;
  dimensionsCm: { length: number; width: number; height: number } | null;
}

export interface ShippingLogger {
  warn(details: object, message: string): void;
}

/**
 * A bag's box when the product has no size yet: a handbag folded in tissue fits 30 × 25 × 12 cm.
 * Carriers charge the larger of real and volumetric weight, so a guess too small would quote low.
 */
export const DEFAULT_BOX_CM = { length: 30, width: 25, height: 12 } as const;
/** GHN's documented limit per side; a stack of boxes taller than that is sent as its limit. */
const MAX_SIDE_CM = 200;

/** The parcel of a cart: weights added up, boxes stacked. */
export function parcelOf(lines: ParcelLine[], defaultWeightGrams: number): Parcel {
  let weightGrams = 0;
  let length = 0;
  let width = 0;
  let height = 0;
  let valueDong = 0;
  for (const line of lines) {
    weightGrams += (line.weightGrams ?? defaultWeightGrams) * line.quantity;
    const box = line.dimensionsCm ?? DEFAULT_BOX_CM;
    length = Math.max(length, box.length);
    width = Math.max(width, box.width);
    height += box.height * line.quantity;
    valueDong += line.unitPrice * line.quantity;
  }
  return {
    weightGrams: Math.max(1, Math.round(weightGrams)),
    lengthCm: Math.min(MAX_SIDE_CM, Math.max(1, Math.ceil(length))),
    widthCm: Math.min(MAX_SIDE_CM, Math.max(1, Math.ceil(width))),
    heightCm: Math.min(MAX_SIDE_CM, Math.max(1, Math.ceil(height))),
    valueDong,
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;

export interface ShippingOptionsRequest {
  /** The shopper's ward (already checked to be in its province), or null before it is picked. */
  to: Place | null;
  lines: ParcelLine[];
  /** The lines' value in đồng: the free-shipping threshold and the parcel's declared value. */
  subtotal: number;
  /** The owner's fee rule (modules/settings): the flat fee, and the threshold every option follows. */
  rule: ShippingSettings;
  /** Ask only this carrier (the order re-quotes the one picked); every configured one otherwise. */
  only?: CarrierName;
}

export interface ShippingOptions {
  /** The flat fee first, then each carrier that takes the address, in the configured order. */
  options: ShippingOption[];
  /** Carriers that were asked and did not answer (network, timeout, 5xx): logged, not offered. */
  unavailable: CarrierName[];
}

/**
 * Shipping options for a cart (the checkout's quote and the order, modules/orders/order-pricing.ts).
 * The flat fee stays on offer whatever the carriers say (orders from older clients take it); a
 * carrier is added when it is configured, the owner's pickup address is set, and it can take the
 * address; a carrier that refuses or is down is left out and logged, never shown with a made-up
 * fee. The free-shipping threshold applies to every option (docs/decisions/054-shipping-at-checkout.md).
 */
export function createShippingService({
  carriers,
  pickup,
  defaultWeightGrams,
  logger,
}: {
  carriers: readonly Carrier[];
  /** Where parcels leave from; null until the owner sets it (then only the flat fee is offered). */
  pickup: () => Promise<PickupAddress | null>;
  defaultWeightGrams: number;
  logger: ShippingLogger;
}) {
  return {
    /** Whether any carrier is configured at all (none: the checkout need not ask again per ward). */
    hasCarriers(): boolean {
      return carriers.length > 0;
    },

    async optionsFor({ to, lines, subtotal, rule, only }: ShippingOptionsRequest): Promise<ShippingOptions> {
      const options: ShippingOption[] = [
        {
          carrier: "flat",
          service: FLAT_SHIPPING_SERVICE,
          fee: shippingFeeFor(subtotal, rule),
          expectedDeliveryDate: null,
        },
      ];
      const unavailable: CarrierName[] = [];
      const asked = carriers.filter((carrier) => only === undefined || carrier.name === only);
      if (asked.length === 0 || to === null) return { options, unavailable };
      const from = await pickup();
      if (!from) return { options, unavailable };
      const parcel = parcelOf(lines, defaultWeightGrams);
      const answers = await Promise.all(
        asked.map(async (carrier) => {
          try {
            // The payment method is not chosen yet: quote cash on delivery, the dearer case.
            return await carrier.quote({ from, to, parcel, codAmount: subtotal });
          } catch (error) {
            if (!(error instanceof CarrierError)) throw error;
            if (error.kind === "unavailable") unavailable.push(carrier.name);
            logger.warn(
              { carrier: carrier.name, kind: error.kind, carrierCode: error.carrierCode, err: error.message },
              "carrier quote failed; not offered",
            );
            return null;
          }
        }),
      );
      for (const answer of answers) {
        if (!answer?.offered) continue;
        for (const quote of answer.quotes) {
          options.push({
            carrier: quote.carrier,
            service: quote.service,
            fee: shippingFeeFor(subtotal, { flatFee: quote.fee, freeFrom: rule.freeFrom }),
            expectedDeliveryDate: quote.expectedDeliveryDate,
          });
        }
      }
      return { options, unavailable };
    },
  };
}
