/** What the back office's sections share: API calls, the session, the gate, notices, pager and URL filters. */
export * from "./admin-api";
export * from "./admin-format";
export * from "./admin-gate";
export * from "./admin-messages";
export * from "./admin-notice";
export * from "./admin-pager";
export * from "./admin-session";
export * from "./audit-history";
export * from "./back-office-api";
export * from "./date-input";
export * from "./field-dates";
export * from "./section-page";
export * from "./use-url-filters";
