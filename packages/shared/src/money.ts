/** Money is an integer number of đồng. */

const vndNumber = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 0 });

/** `1250000` → `"1.250.000 VNĐ"`: Vietnamese number format followed by " VNĐ". */
export function formatVnd(amount: number): string {
  return `${vndNumber.format(Math.round(amount))} VNĐ`;
}
