import type { ShippingCarrierOption } from "@shop/shared";

/** The i18n key naming a way to ship (the flat fee, GHN, GHTK), on the checkout and the success page. */
export function carrierNameKey(carrier: ShippingCarrierOption): string {
  return `shipping_checkout.carrier_${carrier}`;
}
