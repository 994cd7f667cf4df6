import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { testImage } from "../../test/admin-fixtures";
import { printedByProcessOfItsOwn } from "../../test/process-of-its-own";

const imageContent = fileURLToPath(new URL("./image-content.ts", import.meta.url));

describe("the image library (sharp, libvips)", () => {
  it("is not in a server's memory until an image is judged, and is there after the first one", async () => {
    const png = await testImage("png", 40, 30);
    // In a process of its own: this test process has loaded sharp already (its fixtures draw images).
    const program = `
      import { readFileSync } from "node:fs";
      const libvipsMapped = () => readFileSync("/proc/self/maps", "utf8").includes("libvips");
      const { detectImageType } = await import(${JSON.stringify(imageContent)});
      const before = libvipsMapped();
      const judged = await detectImageType(Buffer.from(${JSON.stringify(png.toString("base64"))}, "base64"));
      console.log(JSON.stringify({ before, judged, after: libvipsMapped() }));
    `;
    expect(JSON.parse(await printedByProcessOfItsOwn(program))).toEqual({
      before: false,
      judged: "png",
      after: true,
    });
  }, 30_000);
});
