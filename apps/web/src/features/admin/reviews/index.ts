/** The reviews section: buyers' reviews to approve, hide or answer. */
export * from "./reviews-page";
