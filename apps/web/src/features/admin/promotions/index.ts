/** The promotions section: vouchers. */
export * from "./promotions-page";
export * from "./vouchers-section";
