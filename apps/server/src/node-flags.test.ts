import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { EMBEDDED_DATABASE_NODE_FLAGS } from "./node-flags";

const run = promisify(execFile);
const repository = new URL("../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repository), "utf8");

/** V8's young generation (MB) after a process has made a few hundred MB of short-lived objects. */
async function youngGenerationAfterBurst(flags: readonly string[]): Promise<number> {
  const program = `
    const { getHeapSpaceStatistics } = require("node:v8");
    const kept = [];
    for (let i = 0; i < 3_000_000; i++) {
      const bag = { i, name: "bag " + i };
      if (i % 10 === 0) kept.push(bag);
      if (kept.length > 50_000) kept.length = 0;
    }
    const young = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
    console.log(young.space_size);
  `;
  const { stdout } = await run(process.execPath, [...flags, "-e", program], { timeout: 60_000 });
  return Number(stdout) / 1024 / 1024;
}

describe("the Node.js flags of a server on the embedded database", () => {
  it("keep the young generation at 8 MB through a burst, where Node.js alone lets it reach 32", async () => {
    const [alone, withFlags] = await Promise.all([
      youngGenerationAfterBurst([]),
      youngGenerationAfterBurst(EMBEDDED_DATABASE_NODE_FLAGS),
    ]);
    expect(alone).toBe(32);
    expect(withFlags).toBe(8);
  }, 60_000);

  it("are in the commands that start it: npm start (the demo) and the deploy guide's one instance", () => {
    const flags = EMBEDDED_DATABASE_NODE_FLAGS.join(" ");
    const npmStart: string = JSON.parse(read("package.json")).scripts.start;
    expect(npmStart).toMatch(new RegExp(`node .*${flags} apps/server/dist/server\\.js`));
    const deployGuide = read("docs/deploy.md");
    const oneInstance = deployGuide.slice(0, deployGuide.indexOf("## N instances"));
    expect(oneInstance).toMatch(new RegExp(`node .*${flags} apps/server/dist/server\\.js`));
  });
});
