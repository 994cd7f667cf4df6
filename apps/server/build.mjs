// Bundles the server into dist/server.js. Every npm dependency stays external (installed next to the
// bundle, some are native: sharp, argon2, pglite's wasm), except the workspace package @shop/shared,
// whose source is TypeScript that Node cannot run, so it is bundled in.
import { readFile } from "node:fs/promises";
import { build } from "esbuild";

const packageJson = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const bundled = new Set(["@shop/shared"]);
const external = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
  (name) => !bundled.has(name),
);

await build({
  entryPoints: [new URL("./src/server.ts", import.meta.url).pathname],
  outfile: new URL("./dist/server.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // Subpath imports (drizzle-orm/pg-core, @electric-sql/pglite/contrib/pg_trgm) must stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "info",
});
