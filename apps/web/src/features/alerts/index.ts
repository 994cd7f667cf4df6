/**
 * Alerts' public entry: the product page loads the "notify me" control lazily (a chunk of its
 * own, off the first load), and the account page its list of the customer's alerts.
 */
export const loadAlertControl = async () => (await import("./alert-control")).AlertControl;
export const loadMyAlerts = async () => (await import("./my-alerts")).MyAlerts;
/** The alerts section as it stands while `loadMyAlerts` is on its way: its place is kept. */
export { MyAlertsLoading } from "./alerts-section";
