import { type AdminStats, addDays, daysInRange, type StatsQuery, shopDayStart } from "@shop/shared";
import type { OrderFigures } from "../orders/order-stats.repository";

export type LowStockItem = AdminStats["lowStock"][number];

export interface StatsDependencies {
  /** The orders module's aggregates (orders/order-stats.repository.ts). */
  orders: OrderFigures;
  /**
   * The colours running low. Stock per colour belongs to the products module's stock work; until
   * that column exists, app.ts passes nothing and the dashboard shows none. The integrator passes
   * the products module's function here (one line in app.ts).
   */
  lowStock?: () => Promise<LowStockItem[]>;
}

export const BEST_SELLERS_LIMIT = 5;

export type StatsService = ReturnType<typeof createStatsService>;

/** The dashboard's figures for a range of days in Vietnam (docs/decisions/027-back-office.md). */
export function createStatsService({ orders: figures, lowStock = async () => [] }: StatsDependencies) {
  return {
    async stats({ from, to }: StatsQuery): Promise<AdminStats> {
      const range = { start: shopDayStart(from), end: shopDayStart(addDays(to, 1)) };
      const [days, topProducts, waiting, low] = await Promise.all([
        figures.revenueByDay(range),
        figures.bestSellers(range, BEST_SELLERS_LIMIT),
        figures.waitingOrders(),
        lowStock(),
      ]);
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
