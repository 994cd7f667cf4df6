import { execFile } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { fileDescriptorDestination, listeningUrl, loggerOptions } from "./logging";

const run = promisify(execFile);
const logging = fileURLToPath(new URL("./logging.ts", import.meta.url));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A scratch log file, its descriptor open for writing while `use` runs. */
async function withLogFile(use: (fd: number, file: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "shop-log-"));
  const file = join(dir, "shop.log");
  const fd = openSync(file, "w");
  try {
    await use(fd, file);
  } finally {
    closeSync(fd);
    await rm(dir, { recursive: true, force: true });
  }
}

/** What a process that writes one line and then ends `how` leaves in its log file. */
async function lineLeftBy(how: string): Promise<string> {
  let written = "";
  await withLogFile(async (_fd, file) => {
    const program = `
      const { openSync } = await import("node:fs");
      const { fileDescriptorDestination } = await import(${JSON.stringify(logging)});
      const destination = fileDescriptorDestination(openSync(${JSON.stringify(file)}, "w"));
      destination.write('{"msg":"Đơn hàng cuối"}\\n');
      ${how}
    `;
    await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", program], {
      timeout: 30_000,
    }).catch(() => undefined);
    written = await readFile(file, "utf8");
  });
  return written;
}

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
    await withLogFile(async (fd, file) => {
      const destination = fileDescriptorDestination(fd);
      const lines = [
        '{"msg":"Đơn hàng đã đặt"}\n',
        `{"msg":"${"注文".repeat(40_000)}"}\n`,
        '{"msg":"주문"}\n',
      ];
      for (const line of lines) destination.write(line);
      await nextTurn();
      expect(await readFile(file, "utf8")).toBe(lines.join(""));
    });
  });

  it("writes the lines of one turn of the event loop together, once the turn's work is done", async () => {
    await withLogFile(async (fd, file) => {
      const destination = fileDescriptorDestination(fd);
      destination.write('{"msg":"một"}\n');
      destination.write('{"msg":"hai"}\n');
      // Read at once: an asynchronous read would give the event loop the turn it waits for.
      expect(readFileSync(file, "utf8")).toBe("");
      await nextTurn();
      expect(await readFile(file, "utf8")).toBe('{"msg":"một"}\n{"msg":"hai"}\n');
    });
  });

  it("writes the lines it holds before the process ends, however it ends", async () => {
    const line = '{"msg":"Đơn hàng cuối"}\n';
    expect(await lineLeftBy("process.exit(1);")).toBe(line);
    expect(await lineLeftBy('throw new Error("hỏng");')).toBe(line);
    expect(await lineLeftBy("")).toBe(line);
  }, 60_000);

  it("names a URL one can open in the start line", () => {
    expect(listeningUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(listeningUrl("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(listeningUrl("::1", 3000)).toBe("http://[::1]:3000");
  });
});
