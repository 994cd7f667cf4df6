/** The back office's frame: the gate, the sidebar and its sections. */
export * from "./admin-layout";
export * from "./sections";
