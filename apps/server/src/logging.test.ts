import { closeSync, openSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileDescriptorDestination, listeningUrl, loggerOptions } from "./logging";

describe("logging", () => {
  it("writes JSON lines for machines and readable coloured lines in a terminal", () => {
    expect(loggerOptions({ logLevel: "info" }, false)).toMatchObject({ level: "info" });
    expect(loggerOptions({ logLevel: "info" }, false)).not.toHaveProperty("transport");
    expect(loggerOptions({ logLevel: "warn" }, true)).toMatchObject({
      level: "warn",
      transport: { target: "pino-pretty", options: { colorize: true } },
    });
  });

  it("writes every line whole to its file, in order, whatever its characters", async () => {
    const dir = await mkdtemp(join(tmpdir(), "shop-log-"));
    const file = join(dir, "shop.log");
    const fd = openSync(file, "w");
    try {
      const destination = fileDescriptorDestination(fd);
      const lines = [
        '{"msg":"Đơn hàng đã đặt"}\n',
        `{"msg":"${"注文".repeat(40_000)}"}\n`,
        '{"msg":"주문"}\n',
      ];
      for (const line of lines) destination.write(line);
      expect(await readFile(file, "utf8")).toBe(lines.join(""));
    } finally {
      closeSync(fd);
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names a URL one can open in the start line", () => {
    expect(listeningUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(listeningUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(listeningUrl("::1", 3000)).toBe("http://[::1]:3000");
  });
});
