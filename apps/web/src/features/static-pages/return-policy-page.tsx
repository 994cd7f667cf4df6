import { PolicyPage } from "./policy-page";

const SECTIONS = ["period", "free", "change", "excluded", "refund"] as const;

/** Returns and exchanges: the time limit, who pays the shipping, what is not covered, refunds. */
export function ReturnPolicyPage() {
  return <PolicyPage group="returns" sections={SECTIONS} />;
}
