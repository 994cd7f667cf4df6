/** The back office's frame: the gate, the sidebar, its sections and their routes. */
export * from "./admin-layout";
export * from "./admin-routes";
export * from "./sections";
