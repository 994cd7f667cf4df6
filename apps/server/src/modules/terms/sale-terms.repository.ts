import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { saleTerms } from "../../db/schema";

/** SQL of the sale terms' versions (the `sale_terms` table, written once per version, never changed). */

export interface StoredSaleTerms {
  version: string;
  texts: Record<string, string>;
  hashes: Record<string, string>;
  publishedAt: Date;
}

/** Stores a version unless it is there already (another instance, an earlier start); answers the stored row. */
export async function publishVersion(
  db: Database,
  terms: { version: string; texts: Record<string, string>; hashes: Record<string, string>; at: Date },
): Promise<StoredSaleTerms> {
  await db
    .insert(saleTerms)
    .values({ version: terms.version, texts: terms.texts, hashes: terms.hashes, publishedAt: terms.at })
    .onConflictDoNothing();
  const stored = await findVersion(db, terms.version);
  if (!stored) throw new Error(`sale terms ${terms.version} were not stored`);
  return stored;
}

export async function findVersion(db: Database, version: string): Promise<StoredSaleTerms | null> {
  const [row] = await db.select().from(saleTerms).where(eq(saleTerms.version, version));
  return row ?? null;
}
