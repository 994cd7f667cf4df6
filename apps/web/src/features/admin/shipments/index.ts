/** Shipments in the back office: the order page's panel, the list's bulk booking, the COD reconciliation. */
export * from "./bulk-shipments";
export * from "./cod-reconciliation-page";
export * from "./shipment-panel";
