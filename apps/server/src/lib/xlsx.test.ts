import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printedByProcessOfItsOwn } from "../test/process-of-its-own";

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
    // An .xlsx file is a zip: it starts "PK".
    expect(JSON.parse(await printedByProcessOfItsOwn(program))).toEqual({
      before: false,
      zip: "PK",
      after: true,
    });
  }, 30_000);
});
