/** The buyer's contract on the storefront: accepting the terms at checkout, and reading them after. */
export { OrderTermsLinks } from "./order-terms-links";
export { SaleTermsAcceptance } from "./sale-terms-acceptance";
export { SALE_TERMS_QUERY_KEY } from "./sale-terms-api";
export { type SaleTermsAcceptanceState, useSaleTermsAcceptance } from "./use-sale-terms-acceptance";
