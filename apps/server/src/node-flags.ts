/**
 * The Node.js flags a server on the embedded database is started with
 * (docs/decisions/038-clients-when-configured.md): V8's young generation held at 2 × 4 MB.
 *
 * By default V8 grows it to 2 × 16 MB while the server loads the search index, and keeps those
 * pages for objects that mostly die within a request. On the embedded database, whose PostgreSQL
 * shares the process, that was the difference between ending the bench's runs above or below
 * 300 MB, at no rate the bench could see. On PostgreSQL it is left out: with 50 orders in flight a
 * small young generation promotes their objects, and orders fell by a fifth or more.
 *
 * V8 reads it only when it creates the heap, so it cannot be set from inside the process as the
 * heap's growth is (heap-growth.ts): the root `npm start` (the demo, embedded), docs/deploy.md's
 * one-instance command and the bench's embedded runs pass it; `node-flags.test.ts` checks them.
 */
export const EMBEDDED_DATABASE_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=4"];
