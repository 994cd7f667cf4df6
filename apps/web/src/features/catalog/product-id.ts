import { isUuid } from "@shop/shared";

/**
 * True for an id the API could know: the shared uuid rule (the same as the API's
 * `productIdParamsSchema`, without bringing zod to the product page), checked before any request
 * is sent (`productdetail.error_invalid_id`).
 */
export function isProductId(id: string | undefined): id is string {
  return isUuid(id);
}
