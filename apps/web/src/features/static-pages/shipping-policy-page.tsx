import { PolicyPage } from "./policy-page";

const SECTIONS = ["area", "time", "fee", "check", "failed"] as const;

/** Shipping: where and how fast the shop delivers, the cost, checking the parcel, failed deliveries. */
export function ShippingPolicyPage() {
  return <PolicyPage group="shipping_policy" sections={SECTIONS} />;
}
