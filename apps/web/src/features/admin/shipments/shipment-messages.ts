import type { ShipmentFailure } from "@shop/shared";
import { isApiError } from "../../../lib/api-client";
import { failure } from "../common";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Why one order of a booking was not booked, in the reader's language. */
export function shipmentFailureText(code: ShipmentFailure, t: Translate): string {
  return t(`shipments.failed_${code}`);
}

const SHIPMENT_ERRORS = new Set([
  "carrier_not_configured",
  "pickup_address_missing",
  "shipment_not_found",
  "carrier_refused",
  "carrier_unavailable",
]);

/** A refused shipment call: the shipping refusals in words of their own, the rest as everywhere. */
export function shipmentError(key: string, error: unknown, t: Translate): string {
  if (isApiError(error) && SHIPMENT_ERRORS.has(error.code)) {
    return `${t(key, { message: "" }).trim()} ${t(`shipments.error_${error.code}`)}`;
  }
  return failure(key, error, t);
}
