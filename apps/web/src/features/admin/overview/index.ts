/** The overview section: the dashboard and its charts. */
export * from "./dashboard-section";
export * from "./overview-page";
export * from "./revenue-chart";
