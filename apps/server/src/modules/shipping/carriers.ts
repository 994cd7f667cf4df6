import type { ShippingConfig } from "../../config";
import type { Carrier } from "./carrier";
import { type CarrierUnits, createCarrierUnits } from "./carrier-units";
import { createGhnCarrier } from "./ghn";
import { createGhtkCarrier } from "./ghtk";

/**
 * The carriers this shop offers: each one whose credentials are set (config.ts), in a fixed order
 * (GHN, then GHTK) so the checkout lists them the same way every time. None configured: an empty
 * list, and only the flat fee is offered.
 */
export function createConfiguredCarriers(
  config: ShippingConfig,
  units: CarrierUnits = createCarrierUnits(),
): Carrier[] {
  const carriers: Carrier[] = [];
  if (config.ghn) carriers.push(createGhnCarrier(config.ghn, units, { webhookSecret: config.webhookSecret }));
  if (config.ghtk)
    carriers.push(createGhtkCarrier(config.ghtk, units, { webhookSecret: config.webhookSecret }));
  return carriers;
}
