import type { FastifyReply } from "fastify";
import { normaliseEmail } from "../users/users.repository";
import { type AttemptLimiter, SIGN_IN_LIMITS as L } from "./attempt-limiter";

/**
 * Which attempts of the account calls are counted, under which keys and limits (attempt-limiter.ts
 * holds the counters and SIGN_IN_LIMITS the numbers). Each method answers 429 with Retry-After
 * through `reply` when a limit is reached; the routes only say which call this is.
 */
export interface SignInThrottle {
  register(reply: FastifyReply, caller: { ip: string; email: string }): Promise<void>;
  /**
   * Reserves the attempt on the address's count and on the account-from-this-address count, then
   * runs `attempt` (the login itself) unless a limit is passed: parallel guesses are counted before
   * any password is checked. A success gives its reservation back and clears the account's count
   * from this address, so only failures stay counted; the owner signing in from an address that
   * has not been failing is never refused. Addresses the account never signed in from also share
   * one count per account (SIGN_IN_LIMITS.loginFailuresPerAccountAcrossAddresses); a success marks
   * its address as the owner's for a month, out of that count.
   */
  login<T>(reply: FastifyReply, caller: { ip: string; email: string }, attempt: () => Promise<T>): Promise<T>;
  /**
   * The second step of a sign-in (a TOTP or recovery code): counted on the address with the
   * logins, and on the account under a key of its own that a right password does not clear, so
   * signing in again does not buy more guesses at the code. A right code clears it.
   */
  secondStep<T>(
    reply: FastifyReply,
    caller: { ip: string; email: string },
    attempt: () => Promise<T>,
  ): Promise<T>;
  changePassword(reply: FastifyReply, userId: string): Promise<void>;
  requestPasswordReset(reply: FastifyReply, caller: { ip: string; email: string }): Promise<void>;
  confirmPasswordReset(reply: FastifyReply, ip: string): Promise<void>;
  resendEmailVerification(reply: FastifyReply, userId: string): Promise<void>;
  confirmEmailVerification(reply: FastifyReply, ip: string): Promise<void>;
}

export function createSignInThrottle(limiter: AttemptLimiter): SignInThrottle {
  return {
    async register(reply, { ip, email }) {
      const account = normaliseEmail(email);
      await limiter.consume(reply, [
        { key: `register:ip:${ip}`, ...L.registrationsPerAddress },
        { key: `register:account:${account}`, ...L.registrationsPerAccount },
      ]);
    },

    async login(reply, { ip, email }, attempt) {
      const account = normaliseEmail(email);
      const perAddress = { key: `login:ip:${ip}`, ...L.loginFailuresPerAddress };
      const perAccount = { key: `login:account:${account}:ip:${ip}`, ...L.loginFailuresPerAccount };
      const knownAddress = { key: `login:known:${account}:ip:${ip}`, ...L.knownAddress };
      // Addresses the account never signed in from share one count: rotating them gains nothing.
      // The owner's own addresses stay out of it, so a guesser can never lock the owner out.
      const acrossAddresses = (await limiter.isMarked(knownAddress.key))
        ? []
        : [{ key: `login:account:${account}`, ...L.loginFailuresPerAccountAcrossAddresses }];
      await limiter.consume(reply, [perAddress, perAccount, ...acrossAddresses]);
      // A failure keeps its reservation: that is the count.
      const result = await attempt();
      await Promise.all([
        limiter.release([perAddress, ...acrossAddresses]),
        limiter.clear(perAccount.key),
        limiter.mark(knownAddress),
      ]);
      return result;
    },

    async secondStep(reply, { ip, email }, attempt) {
      const perAddress = { key: `login:ip:${ip}`, ...L.loginFailuresPerAddress };
      const perAccount = { key: `mfa:account:${normaliseEmail(email)}`, ...L.loginFailuresPerAccount };
      await limiter.consume(reply, [perAddress, perAccount]);
      const result = await attempt();
      await Promise.all([limiter.release([perAddress]), limiter.clear(perAccount.key)]);
      return result;
    },

    async changePassword(reply, userId) {
      await limiter.consume(reply, [
        { key: `change-password:account:${userId}`, ...L.loginFailuresPerAccount },
      ]);
    },

    async requestPasswordReset(reply, { ip, email }) {
      const account = normaliseEmail(email);
      await limiter.consume(reply, [
        { key: `reset:ip:${ip}`, ...L.resetsPerAddress },
        { key: `reset:account:${account}`, ...L.resetsPerAccount },
      ]);
    },

    async confirmPasswordReset(reply, ip) {
      await limiter.consume(reply, [{ key: `reset-confirm:ip:${ip}`, ...L.resetsPerAddress }]);
    },

    async resendEmailVerification(reply, userId) {
      await limiter.consume(reply, [
        { key: `verify-resend:account:${userId}`, ...L.verificationMailsPerAccount },
      ]);
    },

    async confirmEmailVerification(reply, ip) {
      await limiter.consume(reply, [{ key: `verify:ip:${ip}`, ...L.verificationConfirmsPerAddress }]);
    },
  };
}
