-- The dashboard's revenue by day groups the orders by their day in Vietnam
-- (modules/orders/order-stats.repository.ts, `shopDayNumber`). Without statistics on that
-- expression the planner takes every order for a day of its own, so it sorted 80,000 orders on
-- disk where 91 groups fit in a hash (102 ms against 52 ms over 100,000 orders). ANALYZE fills
-- them: PostgreSQL's autovacuum does; the embedded database's nightly vacuum does not analyze, so
-- there the plan stays as it was. The expression must stay the repository's, which
-- order-stats.repository.test.ts checks.
CREATE STATISTICS IF NOT EXISTS "orders_shop_day_stats" ON (floor((date_part('epoch', "created_at") + 25200) / 86400)::int) FROM "orders";
