/**
 * Stock per colour (product_variations.stock). The server takes it when an order is placed and
 * puts it back when one is cancelled; the web app and the admin read these thresholds.
 */

/** More than any handbag shop holds of one colour; a bigger number is a typing slip. */
export const STOCK_MAX = 1_000_000;

/** The admin product grid flags a colour with this many or fewer left. */
export const LOW_STOCK_THRESHOLD = 3;

/** The product page says "only N left" from this many down. */
export const FEW_LEFT_THRESHOLD = 5;

export function isSoldOut(stock: number): boolean {
  return stock <= 0;
}

export function isLowStock(stock: number): boolean {
  return stock <= LOW_STOCK_THRESHOLD;
}

/** "Only N left" is shown for 1..FEW_LEFT_THRESHOLD. */
export function isFewLeft(stock: number): boolean {
  return stock > 0 && stock <= FEW_LEFT_THRESHOLD;
}
