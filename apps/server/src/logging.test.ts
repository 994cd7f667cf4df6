import { describe, expect, it } from "vitest";
import { listeningUrl, loggerOptions } from "./logging";

describe("logging", () => {
  it("writes JSON lines for machines and readable coloured lines in a terminal", () => {
    expect(loggerOptions({ logLevel: "info" }, false)).toEqual({ level: "info" });
    expect(loggerOptions({ logLevel: "warn" }, true)).toMatchObject({
      level: "warn",
      transport: { target: "pino-pretty", options: { colorize: true } },
    });
  });

  it("names a URL one can open in the start line", () => {
    expect(listeningUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(listeningUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(listeningUrl("::1", 3000)).toBe("http://[::1]:3000");
  });
});
