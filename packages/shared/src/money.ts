/** Money is an integer number of đồng. */

/**
 * `1250000` → `"1.250.000 VNĐ"`: Vietnamese number format (a dot between thousands) followed by
 * " VNĐ". Written out rather than through `Intl.NumberFormat("vi-VN")`: making that formatter
 * loads the locale's ICU data, about 12 ms on a phone as the web app's price module loads, inside
 * the first screen's work (docs/decisions/006-web-app-first-load.md, later note). A test holds the two to the same output.
 */
export function formatVnd(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${whole < 0 ? "-" : ""}${digits} VNĐ`;
}
