import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { printedByProcessOfItsOwn } from "../test/process-of-its-own";

const embeddedCode = fileURLToPath(new URL("./embedded-code.ts", import.meta.url));

/** A WebAssembly module exporting `add(a, b)`, as a compiler writes it. */
const ADD_MODULE = [
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f, 0x03,
  0x02, 0x01, 0x00, 0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x00, 0x0a, 0x09, 0x01, 0x07, 0x00, 0x20,
  0x00, 0x20, 0x01, 0x6a, 0x0b,
];

/** Which of V8's compilers made a WebAssembly function called once, in a process of its own. */
async function compilerOfFirstCall(optimisedOnly: boolean): Promise<string> {
  const program = `
    ${optimisedOnly ? `const { compileEmbeddedDatabaseOptimisedOnly } = await import(${JSON.stringify(embeddedCode)}); compileEmbeddedDatabaseOptimisedOnly();` : ""}
    const { instance } = await WebAssembly.instantiate(new Uint8Array(${JSON.stringify(ADD_MODULE)}));
    const add = instance.exports.add;
    if (add(2, 3) !== 5) throw new Error("the module does not add");
    console.log(%IsLiftoffFunction(add) ? "baseline" : %IsTurboFanFunction(add) ? "optimised" : "none");
  `;
  return printedByProcessOfItsOwn(program, ["--allow-natives-syntax"]);
}

describe("the embedded database's code", () => {
  it("is compiled optimised at its first call, with no baseline copy beside it", async () => {
    const [byDefault, optimisedOnly] = await Promise.all([
      compilerOfFirstCall(false),
      compilerOfFirstCall(true),
    ]);
    expect(byDefault).toBe("baseline");
    expect(optimisedOnly).toBe("optimised");
  }, 60_000);
});
