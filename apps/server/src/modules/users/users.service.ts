import type { Database } from "../../db/client";
import type { SocialSubjectColumn, UserRow } from "./users.repository";
import * as repository from "./users.repository";

/**
 * The accounts as other modules see them: the auth module signs people in, the users module owns
 * the `users` table. Calls that must commit with the caller's own writes (a password change and
 * the sessions it ends) take the caller's transaction.
 */
export interface UserAccounts {
  findByEmail(email: string): Promise<UserRow | null>;
  findById(id: string, tx?: Database): Promise<UserRow | null>;
  /** A new member; the role is set here and nowhere else. */
  createMember(input: { email: string; passwordHash: string }): Promise<UserRow>;
  setPasswordHash(tx: Database, id: string, passwordHash: string): Promise<void>;
  findBySocialSubject(column: SocialSubjectColumn, subject: string): Promise<UserRow | null>;
  /** Links a provider identity (a provider-verified address, so the account counts as verified). */
  linkSocialSubject(
    tx: Database,
    input: { id: string; column: SocialSubjectColumn; subject: string; now: Date },
  ): Promise<void>;
  /** The account with this e-mail, its row locked until the caller's transaction ends. */
  findByEmailForUpdate(tx: Database, email: string): Promise<UserRow | null>;
  /** A provider-verified sign-in takes over an unverified account: password removed, verified. */
  claimUnverifiedAccount(
    tx: Database,
    input: { id: string; column: SocialSubjectColumn; subject: string; now: Date },
  ): Promise<UserRow | null>;
  markEmailVerified(tx: Database, id: string, now: Date): Promise<void>;
  /** A member made by a social sign-in: no password until they set one through a reset mail. */
  createSocialMember(input: {
    email: string;
    column: SocialSubjectColumn;
    subject: string;
  }): Promise<UserRow>;
  /** A deleted account: e-mail → `tombstoneEmail`, no password, no social identity (modules/privacy). */
  anonymise(tx: Database, id: string, tombstoneEmail: string): Promise<void>;
}

export function createUserAccounts({ db }: { db: Database }): UserAccounts {
  return {
    findByEmail: (email) => repository.findUserByEmail(db, email),
    findById: (id, tx = db) => repository.findUserById(tx, id),
    createMember: ({ email, passwordHash }) =>
      repository.insertUser(db, { email, passwordHash, role: "member" }),
    setPasswordHash: (tx, id, passwordHash) => repository.setPasswordHash(tx, id, passwordHash),
    findBySocialSubject: (column, subject) => repository.findUserBySocialSubject(db, column, subject),
    linkSocialSubject: (tx, input) => repository.linkSocialSubject(tx, input),
    findByEmailForUpdate: (tx, email) => repository.findUserByEmailForUpdate(tx, email),
    claimUnverifiedAccount: (tx, input) => repository.claimUnverifiedAccount(tx, input),
    markEmailVerified: (tx, id, now) => repository.markEmailVerified(tx, id, now),
    createSocialMember: (input) => repository.insertSocialUser(db, input),
    anonymise: (tx, id, tombstoneEmail) => repository.anonymiseUser(tx, id, tombstoneEmail),
  };
}
