import type { Carrier, CarrierEvent, ShipmentStatus } from "./carrier";

/** The statuses that move an order (delivered → `delivered`, returned → `returned`, stock back). */
export const FINAL_SHIPMENT_STATUSES: ReadonlySet<ShipmentStatus> = new Set(["delivered", "returned"]);

export type CheckedEvent =
  | { believed: true; event: CarrierEvent }
  | {
      believed: false;
      reason: "carrier_disagrees" | "other_order" | "carrier_unreachable";
      carrierStatus?: string;
    };

/**
 * A callback's event, checked before it may move an order. GHN signs nothing, so anyone who learns
 * the callback URL could post "delivered": for a final status the shop asks the carrier's own
 * order detail and believes the event only when the carrier says the same, for the same order
 * (docs/decisions/047-carriers-ghn-ghtk.md). Other statuses only add to the tracking shown, and
 * are taken as they come. A carrier that cannot be asked leaves the event unbelieved; the carrier
 * sends it again, and the order stays as it was. A believed final event without a COD amount
 * takes the one of the carrier's detail.
 */
export async function checkCarrierEvent(carrier: Carrier, event: CarrierEvent): Promise<CheckedEvent> {
  if (!FINAL_SHIPMENT_STATUSES.has(event.status)) return { believed: true, event };
  let detail: Awaited<ReturnType<Carrier["shipmentDetail"]>>;
  try {
    detail = await carrier.shipmentDetail(event.trackingCode);
  } catch {
    return { believed: false, reason: "carrier_unreachable" };
  }
  if (event.orderCode !== null && detail.orderCode !== null && detail.orderCode !== event.orderCode) {
    return { believed: false, reason: "other_order", carrierStatus: detail.carrierStatus };
  }
  if (detail.status !== event.status) {
    return { believed: false, reason: "carrier_disagrees", carrierStatus: detail.carrierStatus };
  }
  // GHTK's documented callback form carries no COD amount (docs/decisions/055-…): the cash the
  // carrier reports for the parcel is then its order detail's, asked here anyway.
  return {
    believed: true,
    event: {
      ...event,
      orderCode: event.orderCode ?? detail.orderCode,
      codAmount: event.codAmount ?? detail.codAmount,
    },
  };
}
