// s3rver for the tests (s3-test-server.ts), in a process of its own so that Node may load OpenSSL's
// legacy provider for it: s3rver seals ListObjectsV2 continuation tokens with DES, which OpenSSL 3
// only has there, so without it every truncated listing answers 500.
// Env: S3RVER_DIRECTORY, S3RVER_BUCKET. Prints {"port":…} once listening; ends with its stdin.
const S3rver = require("s3rver");

const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIRECTORY,
  configureBuckets: [{ name: process.env.S3RVER_BUCKET }],
});

// s3rver deletes the keys of one DeleteObjects call in parallel, and two deletions that empty the
// same folder race on removing it (ENOENT, answered as 500): jamhall/s3rver#788, a fault of the
// fake server's disk layout that S3 does not have. One deletion at a time.
const deleteObject = server.store.deleteObject.bind(server.store);
let previous = Promise.resolve();
server.store.deleteObject = (bucket, key) => {
  const next = previous.then(() => deleteObject(bucket, key));
  previous = next.catch(() => undefined);
  return next;
};

server.run().then(
  ({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
// The test process holds our stdin: when it ends (or dies), so do we.
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
