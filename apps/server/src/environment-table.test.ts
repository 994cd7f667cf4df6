import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withEnvironmentTable } from "./environment-table";
import { SERVER_PACKAGE_DIR } from "./paths";

describe("the README's environment table", () => {
  it("lists every variable the server reads, as config.ts describes it (npm run docs:env rewrites it)", async () => {
    const readme = await readFile(join(SERVER_PACKAGE_DIR, "..", "..", "README.md"), "utf8");
    expect(readme).toBe(withEnvironmentTable(readme));
  });
});
