/** The returns section (/admin/returns) and the returns & refunds panel of an order's page. */
export { OrderReturnsPanel } from "./order-returns-panel";
export { ReturnsPage } from "./returns-page";
