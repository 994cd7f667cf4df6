// The grouping rule is shared with the server, which preloads the first group's first images.
export { type CategoryGroup, groupByCategory } from "@shop/shared";
