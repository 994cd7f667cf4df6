import {
  FLAT_SHIPPING_SERVICE,
  isSoldInColour,
  type Language,
  localisedName,
  type OrderAmounts,
  orderAmounts,
  type PlacedOrder,
  type PlaceOrder,
  priceWithPromotion,
  type ShippingChoice,
  type ShippingOption,
  type ShippingSettings,
  shippingFeeFor,
  VOUCHER_REFUSALS,
  type VoucherRefusal,
  voucherCodeSchema,
} from "@shop/shared";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { ResolvedAddress } from "../addresses/addresses.service";
import type { Catalogue } from "../catalogue/catalogue.service";
import type { ProductForOrder } from "../products/products.repository";
import type { SettingsService } from "../settings/settings.service";
import type { CarrierName } from "../shipping/carrier";
import type { ParcelLine, ShippingService } from "../shipping/shipping.service";
import type { VoucherCheckout } from "../vouchers/vouchers.service";
import type { OrderStatementPart } from "./place-order.statement";

/**
 * What an order charges, worked out once for both the checkout's quote (POST /api/checkout/quote)
 * and the order itself (orders.service.ts), so the figure shown is the figure charged: the lines
 * at the catalogue's prices for orders, the voucher's discount (or why it does not apply), the
 * shipping options for the address and the one picked, and the amounts (shared `orderAmounts`).
 * Nothing of it comes from the client but ids, colours, quantities, the code and the pick
 * (docs/decisions/054-shipping-at-checkout.md).
 */

type OrderLine = PlacedOrder["items"][number];
type ItemInput = PlaceOrder["items"][number];

export interface PricingRequest {
  /** Merged lines (one per product and colour). */
  items: ItemInput[];
  language: Language;
  voucherCode?: string | undefined;
  /** The ward and province, already resolved (addresses module); null before they are picked. */
  place: ResolvedAddress | null;
  shipping: ShippingChoice;
  /**
   * Which carriers to ask: `all` (the quote, every option for the shopper to pick from) or
   * `picked` (the order: only the carrier picked, none for the flat fee).
   */
  ask: "all" | "picked";
}

export interface VoucherOutcome {
  code: string | null;
  discount: number;
  /** Why the code does not apply (the order answers it as the error), or null. */
  refusal: VoucherRefusal | null;
  /** The use the order's statement takes, for a code that applies. */
  takeUse?: OrderStatementPart;
}

export interface OrderPricing {
  lines: OrderLine[];
  subtotal: number;
  voucher: VoucherOutcome;
  options: ShippingOption[];
  /** The option picked, when it is on offer; null otherwise (the order refuses, the quote shows flat). */
  chosen: ShippingOption | null;
  /** Carriers asked that did not answer (the order's refusal says "try later" for these). */
  unavailable: CarrierName[];
  /** Made with the picked option, or with the flat fee when it is not on offer. */
  amounts: OrderAmounts;
  /** What the order's statement holds the prices and the fee rule to (decision 033). */
  pricesUnchanged: SQL;
  shippingRuleUnchanged: SQL;
}

export type OrderPricer = ReturnType<typeof createOrderPricing>;

export function createOrderPricing({
  catalogue,
  settings,
  shipping,
  vouchers,
}: {
  catalogue: Pick<Catalogue, "pricesForOrder" | "readPricesAnew">;
  /** The owner's fee rule, held to the stored one by the order's statement (modules/settings). */
  settings: Pick<SettingsService, "shippingForOrder">;
  /** The carriers' options (modules/shipping); without it only the flat fee is offered. */
  shipping?: Pick<ShippingService, "optionsFor">;
  vouchers?: VoucherCheckout;
}) {
  /**
   * The lines at today's prices, each named as the shopper read it (`language`, decision 029),
   * and the condition the order's statement holds those prices to. A colour this instance does not
   * know of is looked for once more in the database before it is refused (added since).
   */
  async function priceLines(
    items: ItemInput[],
    now: Date,
    language: Language,
    freshlyRead = false,
  ): Promise<{ lines: OrderLine[]; products: Map<string, ProductForOrder>; unchanged: SQL }> {
    const ids = [...new Set(items.map((item) => item.productId))];
    const prices = await catalogue.pricesForOrder(ids);
    const found = new Map(prices.found.map((product) => [product.id, product]));
    const unknownColour = items.some((item) => {
      const product = found.get(item.productId);
      return product && !isSoldInColour(product.colors, item.color);
    });
    if (unknownColour && !freshlyRead) {
      catalogue.readPricesAnew(ids);
      return priceLines(items, now, language, true);
    }
    const lines = items.map((item, index) => {
      const product = found.get(item.productId);
      if (!product) {
        throw new AppError("product_not_found", 400, `Product ${item.productId} does not exist.`, {
          [`items.${index}.productId`]: "product_not_found",
        });
      }
      if (!isSoldInColour(product.colors, item.color)) {
        throw new AppError(
          "color_not_available",
          400,
          `Product ${item.productId} does not come in ${item.color}.`,
          { [`items.${index}.color`]: "color_not_available" },
        );
      }
      return {
        productId: product.id,
        name: localisedName(product, language),
        color: item.color,
        unitPrice: priceWithPromotion(product, now),
        quantity: item.quantity,
      };
    });
    return { lines, products: found, unchanged: prices.unchanged };
  }

  /** The code's discount now, or the refusal the order would answer (modules/vouchers). */
  async function voucherFor(code: string | undefined, subtotal: number, now: Date): Promise<VoucherOutcome> {
    if (code === undefined || code.trim() === "") return { code: null, discount: 0, refusal: null };
    const parsed = voucherCodeSchema.safeParse(code);
    if (!parsed.success) return { code: code.trim().toUpperCase(), discount: 0, refusal: "voucher_unknown" };
    const normalised = parsed.data;
    if (!vouchers) return { code: normalised, discount: 0, refusal: "voucher_unknown" };
    try {
      const discount = await vouchers.discountFor(normalised, subtotal, now);
      return {
        code: normalised,
        discount,
        refusal: null,
        takeUse: (orderWasWritten) => vouchers.takeUseCte(normalised, orderWasWritten),
      };
    } catch (error) {
      if (error instanceof AppError && (VOUCHER_REFUSALS as readonly string[]).includes(error.code)) {
        return { code: normalised, discount: 0, refusal: error.code as VoucherRefusal };
      }
      throw error;
    }
  }

  return {
    async price(request: PricingRequest, now: Date): Promise<OrderPricing> {
      const { lines, products, unchanged } = await priceLines(request.items, now, request.language);
      const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      const [voucher, rule] = await Promise.all([
        voucherFor(request.voucherCode, subtotal, now),
        settings.shippingForOrder(),
      ]);
      const picked = request.shipping;
      const asksNoCarrier = request.ask === "picked" && picked.carrier === "flat";
      const to =
        request.place && !asksNoCarrier
          ? { provinceCode: request.place.provinceCode, wardCode: request.place.wardCode }
          : null;
      const { options, unavailable } = shipping
        ? await shipping.optionsFor({
            to,
            lines: orderParcelLines(lines, products),
            subtotal,
            rule: rule.rule,
            // The order asks only the carrier picked; the quote asks them all.
            ...(request.ask === "picked" && picked.carrier !== "flat" ? { only: picked.carrier } : {}),
          })
        : { options: [flatOption(subtotal, rule.rule)], unavailable: [] };
      const chosen =
        options.find(
          (option) =>
            option.carrier === picked.carrier &&
            (picked.carrier === "flat" ||
              picked.serviceId === undefined ||
              option.service === picked.serviceId),
        ) ?? null;
      const flat = options[0] as ShippingOption;
      return {
        lines,
        subtotal,
        voucher,
        options,
        chosen,
        unavailable,
        amounts: orderAmounts(subtotal, voucher.discount, (chosen ?? flat).fee),
        pricesUnchanged: unchanged,
        shippingRuleUnchanged: rule.unchanged,
      };
    },
  };
}

/** The order's refusal of a pick that is not on offer: "try later" when the carrier was down. */
export function shippingRefused(pricing: OrderPricing, choice: ShippingChoice): AppError {
  if (choice.carrier !== "flat" && pricing.unavailable.includes(choice.carrier)) {
    return new AppError(
      "shipping_unavailable",
      409,
      `${choice.carrier} does not answer now; choose another way to ship or try later.`,
      { shipping: "shipping_checkout.error_unavailable" },
    );
  }
  return new AppError(
    "shipping_not_offered",
    400,
    `${choice.carrier}${choice.serviceId ? ` (${choice.serviceId})` : ""} does not ship to this address.`,
    { shipping: "shipping_checkout.error_not_offered" },
  );
}

/** The owner's flat fee as an option, when no carrier module is wired (tests of the order alone). */
function flatOption(subtotal: number, rule: ShippingSettings): ShippingOption {
  return {
    carrier: "flat",
    service: FLAT_SHIPPING_SERVICE,
    fee: shippingFeeFor(subtotal, rule),
    expectedDeliveryDate: null,
  };
}

/**
 * The parcel the carriers are asked about for these lines: each product's packed weight and box as
 * the owner entered them (the shipments booked later are weighed the same way, app.ts).
 */
export function orderParcelLines(
  lines: ReadonlyArray<Pick<OrderLine, "productId" | "quantity" | "unitPrice">>,
  products: ReadonlyMap<string, Pick<ProductForOrder, "parcel">>,
): ParcelLine[] {
  return lines.map((line) => {
    const parcel = products.get(line.productId)?.parcel;
    const { lengthCm, widthCm, heightCm } = parcel ?? { lengthCm: null, widthCm: null, heightCm: null };
    return {
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      weightGrams: parcel?.weightGrams ?? null,
      // A box counts only with its three sides; otherwise the default box (shipping.service.ts).
      dimensionsCm:
        lengthCm !== null && widthCm !== null && heightCm !== null
          ? { length: lengthCm, width: widthCm, height: heightCm }
          : null,
    };
  });
}
