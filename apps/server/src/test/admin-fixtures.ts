import { randomUUID } from "node:crypto";
import type { OrderStatus, PaymentMethod, UserRole } from "@shop/shared";
import { SignJWT } from "jose";
import sharp from "sharp";
import { resolveJwtSecret } from "../config-jwt-secret";
import type { Database } from "../db/client";
import { orderItems, orders } from "../db/schema";
import { hashSecretToken, newSecretToken } from "../modules/auth/secret-tokens";
import { insertRefreshToken } from "../modules/auth/sessions.repository";
import { insertUser, type UserRow } from "../modules/users/users.repository";
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_AUDIENCE, createAccessTokens } from "../plugins/auth-guard";
import type { TestApp } from "./test-app";

/** Fixtures for the administrator's API tests: signed-in users, orders and real image files. */

export interface SignedIn {
  user: UserRow;
  token: string;
  headers: { authorization: string };
}

/** A user with a live session and an access token for it, as a login would have made them. */
export async function signIn(
  t: TestApp,
  {
    email = `${randomUUID()}@example.vn`,
    role = "member" as UserRole,
    emailVerifiedAt = null as Date | null,
  } = {},
): Promise<SignedIn> {
  const user = await insertUser(t.db, { email, passwordHash: null, role, emailVerifiedAt });
  const familyId = randomUUID();
  await insertRefreshToken(t.db, {
    userId: user.id,
    familyId,
    tokenHash: hashSecretToken(newSecretToken()),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const accessTokens = createAccessTokens({
    secret: await resolveJwtSecret(t.config),
    issuer: t.config.publicUrl,
  });
  const { token } = await accessTokens.sign({ userId: user.id, sessionId: familyId });
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A well-formed token for a real session, signed with a secret that is not the shop's. */
export async function forgedToken(t: TestApp, userId: string): Promise<string> {
  return new SignJWT({ sid: randomUUID() })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setIssuer(t.config.publicUrl)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(new TextEncoder().encode("not-the-shop-secret-but-long-enough-0123456789"));
}

let orderSequence = 0;

/** An order as the checkout stores it, with one line. */
export async function insertOrder(
  db: Database,
  {
    status = "pending" as OrderStatus,
    createdAt = new Date(),
    paymentMethod = "cod" as PaymentMethod,
    division = null as {
      provinceCode: number;
      provinceName: string;
      wardCode: number;
      wardName: string;
    } | null,
  } = {},
): Promise<{ id: string; orderId: string }> {
  orderSequence += 1;
  const orderId = `ORDER${Date.now()}${orderSequence}`;
  const [row] = await db
    .insert(orders)
    .values({
      orderId,
      subtotal: 1_250_000,
      total: 1_250_000,
      paymentMethod,
      fullName: "Nguyễn Văn A",
      phone: "0912345678",
      email: "khach@example.vn",
      address: "12 Lý Thường Kiệt, Hà Nội",
      status,
      createdAt,
      ...(division ?? {}),
    })
    .returning({ id: orders.id, orderId: orders.orderId });
  if (!row) throw new Error("insert into orders returned no row");
  await db.insert(orderItems).values({
    orderId: row.id,
    productId: randomUUID(),
    name: "Túi xách đỏ",
    color: "#d32f2f",
    unitPrice: 1_250_000,
    quantity: 1,
  });
  return row;
}

/** A real image in one of the accepted formats, drawn with sharp. */
export function testImage(
  format: "png" | "jpeg" | "webp" | "avif",
  width = 1200,
  height = 900,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 154, g: 74, b: 44 } } })
    .toFormat(format)
    .toBuffer();
}

/** A file part of a multipart body: under the form field `field` ("file" unless said). */
export interface MultipartFile {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body for `app.inject`, as a browser's FormData sends it: the text fields,
 * then the files. Each body has its own boundary.
 */
export function multipartBody(
  fields: Record<string, string>,
  files: MultipartFile | readonly MultipartFile[] | null,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  const parts: readonly MultipartFile[] = files === null ? [] : "bytes" in files ? [files] : files;
  for (const file of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
