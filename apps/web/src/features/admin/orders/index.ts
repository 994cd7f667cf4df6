/** The orders section: the list, one order's page, chips and payments. */
export * from "./order-chips";
export * from "./order-detail";
export * from "./order-page";
export * from "./orders-page";
export * from "./orders-table";
export * from "./payments-admin";
export * from "./use-order-actions";
