/**
 * Loaded into the bench's server (`BENCH_NODE_ARGS="--import=$PWD/bench/probes/mail-composition-stubbed.mjs"`):
 * the .eml outbox's composer (nodemailer's stream transport, modules/mail/mail-transports.ts)
 * answers every message with one byte instead of composing it, so an order's confirmation is still
 * claimed, written, synced and marked sent, but never put together. Alternated with runs without
 * it, it shows what composing the confirmations costs the embedded orders. A measuring tool only:
 * the outbox it leaves holds one-byte files.
 */
const { default: nodemailer } = await import(
  new URL("../../node_modules/nodemailer/dist/esm/nodemailer.js", import.meta.url).href
);
const createTransport = nodemailer.createTransport;
nodemailer.createTransport = (options, ...rest) =>
  options?.streamTransport
    ? { sendMail: async () => ({ message: Buffer.from("x") }) }
    : createTransport.call(nodemailer, options, ...rest);
