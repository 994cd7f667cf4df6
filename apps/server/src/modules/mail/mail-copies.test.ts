import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const statted: string[] = [];
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...fs,
    stat: (path: string, ...rest: []) => {
      statted.push(path);
      return fs.stat(path, ...rest);
    },
  };
});

const { createMailCopies } = await import("./mail-copies");
const { mailFileTime } = await import("./mail-file-names");

const DAY_MS = 86_400_000;
/** A file's name as the outbox writes it: the time its row was queued, then the row's id. */
const nameAt = (at: Date, id: string) => `${mailFileTime(at)}-${id}.eml`;

describe("the file outbox's copies of mail", () => {
  let dir = "";
  afterEach(async () => {
    statted.length = 0;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("removes the copies written before the cutoff, and reads only those whose name does not say they are younger", async () => {
    dir = await mkdtemp(join(tmpdir(), "mail-copies-"));
    const outbox = join(dir, "outbox");
    await mkdir(outbox);
    const now = Date.now();
    const cutoff = new Date(now - 365 * DAY_MS);
    const files = {
      young: nameAt(new Date(now - 10 * DAY_MS), "young"),
      old: nameAt(new Date(now - 400 * DAY_MS), "old"),
      // Named by a key without a time (or by hand): only its file's time can tell.
      plainOld: "plain-old.eml",
      plainYoung: "plain-young.eml",
    };
    const written = { young: 10, old: 400, plainOld: 400, plainYoung: 10 };
    for (const [which, name] of Object.entries(files)) {
      const file = join(outbox, name);
      await writeFile(file, "To: khach@example.vn\n\nXin chào\n");
      const at = new Date(now - written[which as keyof typeof written] * DAY_MS);
      await utimes(file, at, at);
    }
    statted.length = 0;

    const copies = createMailCopies({ db: undefined as never, filesDir: outbox });
    expect(await copies.purgeFiles(cutoff)).toBe(2);
    expect((await readdir(outbox)).sort()).toEqual([files.plainYoung, files.young].sort());
    expect(statted.map((path) => path.slice(outbox.length + 1)).sort()).toEqual(
      [files.old, files.plainOld, files.plainYoung].sort(),
    );
  });
});
