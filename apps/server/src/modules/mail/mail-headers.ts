/**
 * The extra header lines a queued message may carry (`List-Unsubscribe`, `List-Unsubscribe-Post`
 * of RFC 8058…). Checked when the message is queued, so a wrong one fails the writer's
 * transaction at once instead of failing every later attempt of the outbox worker.
 */

/** RFC 5322 §2.2: a field name is printable US-ASCII except the colon. */
const FIELD_NAME = /^[!-9;-~]+$/;

/** Lines the transport writes itself: a second one would contradict it, or hide who sent what. */
const RESERVED = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "date",
  "sender",
  "reply-to",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "return-path",
]);

export function assertMailHeaders(headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (!FIELD_NAME.test(name)) throw new Error(`mail header name ${JSON.stringify(name)} is not allowed`);
    if (RESERVED.has(name.toLowerCase())) throw new Error(`mail header ${name} is set by the transport`);
    // A line break in a value would start a header (or the body) of the caller's choosing.
    if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} has a line break in its value`);
  }
}
