import { type AdminStats, addDays, daysInRange, type StatsQuery, shopDayStart } from "@shop/shared";
import type { OrderFigures } from "../orders/order-stats.repository";

export type LowStockItem = AdminStats["lowStock"][number];

export interface StatsDependencies {
  /** The orders module's aggregates (orders/order-stats.repository.ts). */
  orders: OrderFigures;
  /**
   * The colours running low: the products module's `lowStock` (app.ts), which owns the stock.
   * Left out (tests of the other figures), the dashboard lists none.
   */
  lowStock?: () => Promise<LowStockItem[]>;
  /**
   * The products' names today (the products module's `productNames`, app.ts): a best seller
   * renamed since its sales is shown by the name the shop knows it by now. Left out, or for a
   * product since deleted, the name its order lines recorded.
   */
  productNames?: (ids: readonly string[]) => Promise<Map<string, string>>;
}

export const BEST_SELLERS_LIMIT = 5;

export type StatsService = ReturnType<typeof createStatsService>;

/** The dashboard's figures for a range of days in Vietnam (docs/decisions/027-back-office.md). */
export function createStatsService({
  orders: figures,
  lowStock = async () => [],
  productNames = async () => new Map(),
}: StatsDependencies) {
  return {
    async stats({ from, to }: StatsQuery): Promise<AdminStats> {
      const range = { start: shopDayStart(from), end: shopDayStart(addDays(to, 1)) };
      const [{ byDay: days, bestSellers: sold }, waiting, low] = await Promise.all([
        figures.salesInRange(range, BEST_SELLERS_LIMIT),
        figures.waitingOrders(),
        lowStock(),
      ]);
      const namesToday = await productNames(sold.map((product) => product.productId));
      const topProducts = sold.map((product) => ({
        ...product,
        name: namesToday.get(product.productId) ?? product.name,
      }));
      // Every day of the range, a quiet one at zero, so the chart's axis has no holes.
      const found = new Map(days.map((day) => [day.date, day]));
      const byDay = Array.from({ length: daysInRange(from, to) }, (_, index) => {
        const date = addDays(from, index);
        return found.get(date) ?? { date, revenue: 0, orders: 0 };
      });
      const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
      const orders = days.reduce((sum, day) => sum + day.orders, 0);
      return {
        from,
        to,
        revenue,
        orders,
        averageOrder: orders === 0 ? 0 : Math.round(revenue / orders),
        byDay,
        topProducts,
        lowStock: low,
        waiting,
      };
    },
  };
}
