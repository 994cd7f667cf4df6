// Rewrites the environment table in the root README.md from config-variables.ts (`npm run docs:env`).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { withEnvironmentTable } from "../src/environment-table";
import { SERVER_PACKAGE_DIR } from "../src/paths";

const readmePath = join(SERVER_PACKAGE_DIR, "..", "..", "README.md");
await writeFile(readmePath, withEnvironmentTable(await readFile(readmePath, "utf8")));
console.log(`wrote the environment table into ${readmePath}`);
