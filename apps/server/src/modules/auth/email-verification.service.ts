import { type Language, PAGE_PATHS } from "@shop/shared";
import { AppError } from "../../app-error";
import type { Database } from "../../db/client";
import { enqueueMail } from "../mail/outbox";
import type { UserRow } from "../users/users.repository";
import type { UserAccounts } from "../users/users.service";
import { accountLinkMail } from "./account-link-mail";
import {
  findEmailVerificationTokenForUpdate,
  insertEmailVerificationToken,
  markEmailVerificationTokensUsed,
} from "./email-verifications.repository";
import { hashSecretToken, newSecretToken } from "./secret-tokens";

/** A verification link works for a day. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Proving an address (docs/decisions/020-accounts-and-headers.md): registration mails a link
 * (single-use, stored hashed, 24 h); opening it marks the account verified. Until then the account
 * works, but guest orders placed with the address do not join it, and a provider-verified social
 * sign-in with the address may take it over.
 */
export interface EmailVerification {
  /** Spends the user's older links and mails a new one. */
  sendLink(user: Pick<UserRow, "id" | "email">, language: Language): Promise<void>;
  /** A signed-in customer asks again; 409 `email_already_verified` once done. */
  resend(userId: string, language: Language): Promise<void>;
  /** Marks the address verified; 400 `invalid_verification_token` for a spent, expired or made-up one. */
  confirm(token: string): Promise<void>;
}

export function createEmailVerification({
  db,
  users,
  mailQueued,
  publicUrl,
  shopName,
  clock = () => new Date(),
}: {
  db: Database;
  users: UserAccounts;
  /** Wakes the mail outbox's worker after a commit that queued mail (app.ts). */
  mailQueued: () => void;
  publicUrl: string;
  shopName: string;
  clock?: () => Date;
}): EmailVerification {
  async function sendLink(user: Pick<UserRow, "id" | "email">, language: Language): Promise<void> {
    const token = newSecretToken();
    const tokenHash = hashSecretToken(token);
    const now = clock();
    const link = `${publicUrl}${PAGE_PATHS.verifyEmail}?token=${encodeURIComponent(token)}`;
    // The link and its mail commit together (the mail outbox, modules/mail/outbox.ts).
    await db.transaction(async (tx) => {
      await markEmailVerificationTokensUsed(tx, user.id, now);
      await insertEmailVerificationToken(tx, {
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      });
      await enqueueMail(
        tx,
        accountLinkMail("emailVerification", { to: user.email, link, shopName, language }),
        {
          dedupeKey: `email-verification:${tokenHash}`,
          now,
        },
      );
    });
    mailQueued();
  }

  return {
    sendLink,

    async resend(userId, language) {
      const user = await users.findById(userId);
      if (!user) throw new AppError("unauthorized", 401, "User not identified.");
      if (user.emailVerifiedAt) {
        throw new AppError("email_already_verified", 409, "This e-mail address is already verified.");
      }
      await sendLink(user, language);
    },

    async confirm(token) {
      const now = clock();
      const done = await db.transaction(async (tx) => {
        const row = await findEmailVerificationTokenForUpdate(tx, hashSecretToken(token));
        if (!row || row.usedAt || row.expiresAt <= now) return false;
        await users.markEmailVerified(tx, row.userId, now);
        await markEmailVerificationTokensUsed(tx, row.userId, now);
        return true;
      });
      if (!done) {
        throw new AppError(
          "invalid_verification_token",
          400,
          "This verification link is invalid or has expired.",
        );
      }
    },
  };
}
