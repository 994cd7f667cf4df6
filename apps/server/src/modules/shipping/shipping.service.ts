import {
  FLAT_SHIPPING_SERVICE,
  type ShippingOption,
  type ShippingQuote,
  type ShippingQuoteItem,
  type ShippingQuoteRequest,
  type ShippingSettings,
  shippingFeeFor,
} from "@shop/shared";
import type { AddressService } from "../addresses/addresses.service";
import { type Carrier, CarrierError, type Parcel, type PickupAddress } from "./carrier";

/**
 * One line of a cart as a parcel needs it. What a product weighs, measures and costs belongs to the
 * products module; app.ts hands in a `ProductParcels` made from its service.
 */
export interface ParcelLine {
  quantity: number;
  /** The price the order would charge for one unit today, in đồng. */
  unitPrice: number;
  /** Null when the product has none yet: SHIPPING_DEFAULT_WEIGHT_GRAMS is used. */
  weightGrams: number | null;
  dimensionsCm: { length: number; width: number; height: number } | null;
}

export interface ProductParcels {
  /** The lines, in the items' order; throws the products module's 400/404 for an unknown product or colour. */
  linesFor(items: ShippingQuoteItem[]): Promise<ParcelLine[]>;
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

/**
 * Shipping options for a cart (POST /api/shipping/quote). The flat fee stays on offer whatever the
 * carriers say (orders from older clients take it); a carrier is added when it is configured, the
 * owner's pickup address is set, and it can take the address; a carrier that refuses or is down is
 * left out and logged, never shown with a made-up fee. The free-shipping threshold applies to every
 * option (docs/decisions/047-carriers-ghn-ghtk.md).
 */
export function createShippingService({
  carriers,
  addresses,
  settings,
  products,
  pickup,
  defaultWeightGrams,
  logger,
}: {
  carriers: readonly Carrier[];
  addresses: AddressService;
  /** The owner's fee rule, read through the settings module. */
  settings: { shippingSettings(): Promise<ShippingSettings> };
  products: ProductParcels;
  /** Where parcels leave from; null until the owner sets it (then only the flat fee is offered). */
  pickup: () => Promise<PickupAddress | null>;
  defaultWeightGrams: number;
  logger: ShippingLogger;
}) {
  return {
    async quote(request: ShippingQuoteRequest): Promise<ShippingQuote> {
      // An unknown province or a ward outside it is a 400 naming the field, as for orders.
      addresses.resolve(request.provinceCode, request.wardCode);
      const [lines, rule] = await Promise.all([
        products.linesFor(request.items),
        settings.shippingSettings(),
      ]);
      const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      const options: ShippingOption[] = [
        {
          carrier: "flat",
          service: FLAT_SHIPPING_SERVICE,
          fee: shippingFeeFor(subtotal, rule),
          expectedDeliveryDate: null,
        },
      ];
      if (carriers.length === 0) return { options };
      const from = await pickup();
      if (!from) return { options };
      const parcel = parcelOf(lines, defaultWeightGrams);
      const to = { provinceCode: request.provinceCode, wardCode: request.wardCode };
      const answers = await Promise.all(
        carriers.map(async (carrier) => {
          try {
            // The payment method is not chosen yet: quote cash on delivery, the dearer case.
            return await carrier.quote({ from, to, parcel, codAmount: subtotal });
          } catch (error) {
            if (!(error instanceof CarrierError)) throw error;
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
      return { options };
    },
  };
}
