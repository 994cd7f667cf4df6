/**
 * Helpers for the tests of the server and the e2e stories (`@shop/shared/testing`), kept out of
 * the package's main entry so no app bundles them. Plain ECMAScript: no Node or browser API.
 */

const BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function bytesToUtf8(bytes: readonly number[]): string {
  const percentEncoded = bytes.map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    // Not UTF-8: show the bytes as Latin-1 rather than fail the test that reads the mail.
    return String.fromCharCode(...bytes);
  }
}

function base64ToUtf8(text: string): string {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of text.replace(/[^A-Za-z0-9+/]/g, "")) {
    buffer = (buffer << 6) | BASE64_ALPHABET.indexOf(character);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytesToUtf8(bytes);
}

/** Quoted-printable (`=C3=A0`) text: the escaped bytes and the plain characters, read as UTF-8. */
function quotedPrintableToUtf8(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      // Outside escapes a part is ASCII; anything else is kept as its UTF-8 bytes.
      bytes.push(...utf8Bytes(text.codePointAt(index) ?? 0));
      if ((text.codePointAt(index) ?? 0) > 0xffff) index += 1;
    }
  }
  return bytesToUtf8(bytes);
}

/** The UTF-8 bytes of one code point (TextEncoder is not in the shared package's libraries). */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

/**
 * The readable text of a raw message: each part decoded (quoted-printable or base64) as UTF-8, and
 * encoded-word headers (`=?UTF-8?Q?…?=`) unfolded, so a test can look for "1.250.000 VNĐ" or a
 * Vietnamese subject without a MIME parser.
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split);
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? base64ToUtf8(text) : quotedPrintableToUtf8(text.replaceAll("_", " ")),
    );
  // Each part as its Content-Transfer-Encoding says (nodemailer picks base64 for mostly non-Latin text),
  // up to the next line that starts with "--": a base64url token inside a link can hold "--" too.
  const decodedBody = body.replace(
    /Content-Transfer-Encoding: (base64|quoted-printable)(\r?\n\r?\n)([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, encoding: string, gap: string, content: string) =>
      `Content-Transfer-Encoding: ${encoding}${gap}${
        encoding.toLowerCase() === "base64"
          ? base64ToUtf8(content)
          : quotedPrintableToUtf8(content.replace(/=\r?\n/g, ""))
      }`,
  );
  return headers + decodedBody;
}
