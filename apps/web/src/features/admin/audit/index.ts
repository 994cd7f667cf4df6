/** The audit section: the log of administrators' changes. */
export * from "./audit-page";
