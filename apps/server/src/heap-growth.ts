import { setFlagsFromString } from "node:v8";

/**
 * How far V8 may let the old generation grow past what survived the last full collection, in
 * percent (docs/decisions/036-server-memory.md).
 *
 * Left to itself V8 picks a factor between 1.1 and 4 from how fast the program allocates: under a
 * burst of distinct searches, product pages or the mail of a burst of orders it let the heap grow
 * to 150–230 MB over a live set of 60–80 MB, and the server's resident memory past 350 MB. With the
 * room above the live set a fraction of it, the heap follows the catalogue (a larger catalogue has a
 * larger live set, so there is no ceiling to outgrow) and full collections come a little more often.
 * A quarter since decision 038 (docs/decisions/038-clients-when-configured.md): with half, the
 * server on the embedded database ended the bench's runs above 300 MB, and a quarter cost no rate
 * the bench could see.
 */
export const HEAP_GROWING_PERCENT = 25;

/** Sets V8's heap growth for this process; V8 reads it at every full collection from then on. */
export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
