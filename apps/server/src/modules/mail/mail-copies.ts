import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../../db/client";
import { timeInMailFileName } from "./mail-file-names";
import * as repository from "./outbox.repository";

/**
 * The copies of mail the shop keeps, and their end (docs/decisions/052-the-buyers-contract-and-records.md,
 * "The retention job"; docs/decisions/051-personal-data.md, deletion): each message's row in the
 * outbox and, without SMTP, its .eml file under DATA_DIR/outbox, named `<…>-<row id>.eml` by the
 * outbox worker (outbox.ts). A copy is emptied SENT_MAIL_RETENTION_DAYS after it was sent or given
 * up, and at once when the person it went to has their data deleted; the emptied row goes with
 * the records period.
 */
export interface MailCopies {
  /** Retention: empties the rows finished before `eraseBefore`, deletes those finished before `deleteBefore`. */
  purgeRows(cutoffs: { eraseBefore: Date; deleteBefore: Date }): Promise<number>;
  /** Retention: removes the .eml files last written before `before`. */
  purgeFiles(before: Date): Promise<number>;
  /** Deletion: empties every copy of mail to `email` in `tx`; answers the rows' ids for `removeFiles`. */
  eraseMailTo(tx: Database, email: string, now: Date): Promise<string[]>;
  /** Deletion, after its commit: removes the .eml files of these rows. */
  removeFiles(ids: string[]): Promise<number>;
}

const isMailFile = (name: string) => name.endsWith(".eml") || name.endsWith(".eml.tmp");

async function mailFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isMailFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export function createMailCopies({ db, filesDir }: { db: Database; filesDir: string }): MailCopies {
  return {
    async purgeRows({ eraseBefore, deleteBefore }) {
      const deleted = await repository.deleteFinishedBefore(db, deleteBefore);
      const erased = await repository.eraseFinishedBefore(db, eraseBefore);
      return deleted + erased;
    },

    async purgeFiles(before) {
      let removed = 0;
      for (const name of await mailFiles(filesDir)) {
        // Named after a time never later than its last write (mail-file-names.ts): a name at or
        // after the cutoff is young enough, and only older ones are read (a year of mail, 125,000
        // files, took seconds read one by one at every start and every six hours).
        const named = timeInMailFileName(name);
        if (named !== null && named >= before.getTime()) continue;
        const file = join(filesDir, name);
        const written = await stat(file).catch(() => null);
        if (written && written.mtime < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    eraseMailTo: (tx, email, now) => repository.eraseMailTo(tx, email, now),

    async removeFiles(ids) {
      if (ids.length === 0) return 0;
      const endings = ids.flatMap((id) => [`-${id}.eml`, `-${id}.eml.tmp`]);
      const names = (await mailFiles(filesDir)).filter((name) => endings.some((end) => name.endsWith(end)));
      await Promise.all(names.map((name) => rm(join(filesDir, name), { force: true })));
      return names.length;
    },
  };
}
