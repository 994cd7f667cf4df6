import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs `program` (an ES module, which may import the server's TypeScript) in a Node.js process of
 * its own and answers what it printed: for what a test process cannot show about itself, such as
 * which libraries a fresh process has loaded or how V8 compiled a first call.
 */
export async function printedByProcessOfItsOwn(
  program: string,
  nodeFlags: readonly string[] = [],
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [...nodeFlags, "--import", "tsx", "--input-type=module", "-e", program],
    { timeout: 30_000 },
  );
  return stdout.trim();
}
