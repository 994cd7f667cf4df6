import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Config, JWT_SECRET_MIN_LENGTH } from "./config";

/**
 * The secret signing access tokens: JWT_SECRET when given, otherwise one generated at the first
 * start and kept in DATA_DIR/jwt-secret (readable by the owner only), so tokens survive a restart.
 */
export async function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, "jwt-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
