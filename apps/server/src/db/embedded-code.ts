import { setFlagsFromString } from "node:v8";

/**
 * Has V8 compile the embedded database's WebAssembly once, optimised, at each function's first
 * call (docs/decisions/037-embedded-database-memory.md).
 *
 * By default V8 compiles every function PGlite calls with its quick baseline compiler (Liftoff)
 * and then the hot ones again with its optimising one (TurboFan), keeping both: after the bench's
 * runs at 100,000 products the server held 33–37 MB more than with optimised code alone, and
 * answered no faster. The price is at a database's first use: creating and migrating a new one
 * takes 3.5 s instead of 2 s. So the long-running server sets it (server.ts, for the embedded
 * database only), not the tests and scripts that open many short-lived ones.
 */
export function compileEmbeddedDatabaseOptimisedOnly(): void {
  setFlagsFromString("--no-liftoff");
}
