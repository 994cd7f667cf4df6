/** The customers section: the list and one customer's page. */
export * from "./customer-page";
export * from "./customers-api";
export * from "./customers-page";
