import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { S3MediaSettings } from "./s3-media-storage";

export interface TestS3Server {
  /** Settings for a storage on this server's bucket (as `config.s3` would hold them). */
  settings: S3MediaSettings;
  /** The same as S3_* variables, for `createTestApp(…, { env })`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const S3RVER_PROCESS = fileURLToPath(new URL("./s3rver-process.cjs", import.meta.url));

/**
 * A real S3-compatible HTTP server (s3rver, see s3rver-process.cjs) on a free port of 127.0.0.1,
 * storing in a temporary folder, with one empty bucket. It accepts the access key "S3RVER".
 */
export async function startTestS3Server(bucket = "shop-media"): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "shop-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", S3RVER_PROCESS], {
    env: { ...process.env, S3RVER_DIRECTORY: directory, S3RVER_BUCKET: bucket },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([once(lines, "line"), exited.then(() => [null])])) as [string | null];
  lines.close();
  if (!first) {
    await rm(directory, { recursive: true, force: true });
    throw new Error("s3rver did not start");
  }
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { endpoint, bucket, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async close() {
      if (child.exitCode === null) {
        child.stdin.end();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
