import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const xlsx = fileURLToPath(new URL("./xlsx.ts", import.meta.url));

describe("the spreadsheet library (exceljs)", () => {
  it("is not in a server's memory until the first export, and is there after it", async () => {
    // In a process of its own: whichever test file ran before in this worker may have loaded it.
    const program = `
      import { createRequire } from "node:module";
      const require = createRequire(${JSON.stringify(xlsx)});
      const loaded = () => require.resolve("exceljs") in require.cache;
      const { xlsxStream } = await import(${JSON.stringify(xlsx)});
      const before = loaded();
      const rows = (async function* () { yield [["0912345678"]]; })();
      const file = [];
      for await (const chunk of xlsxStream("Orders", { header: ["Phone"], kinds: ["phone"] }, rows)) file.push(chunk);
      const bytes = Buffer.concat(file);
      console.log(JSON.stringify({ before, zip: bytes.subarray(0, 2).toString(), after: loaded() }));
    `;
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", program],
      {
        timeout: 30_000,
      },
    );
    // An .xlsx file is a zip: it starts "PK".
    expect(JSON.parse(stdout)).toEqual({ before: false, zip: "PK", after: true });
  }, 30_000);
});
