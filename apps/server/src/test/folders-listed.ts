/**
 * Records every folder this test process lists through `fs/promises`, from the moment it is called.
 * Call it in `vi.hoisted`, before any module takes its own reference to `readdir` (as
 * @fastify/static does when it loads): files of the shop's folders are sent without listing one
 * (plugins/folder-files.ts).
 */
export function recordFoldersListed(): string[] {
  const listed: string[] = [];
  const fsPromises = process.getBuiltinModule("node:fs/promises");
  const readdir = fsPromises.readdir;
  fsPromises.readdir = ((...args: Parameters<typeof readdir>) => {
    listed.push(String(args[0]));
    return readdir(...args);
  }) as typeof readdir;
  return listed;
}
