/** The settings section: shipping and payments. */
export * from "./settings-page";
export * from "./shipping-settings";
