/** Returns as the buyer sees them: an order's returns and the request form (guest lookup, account). */
export { OrderReturns } from "./order-returns";
export type { ReturnProof } from "./returns-api";
