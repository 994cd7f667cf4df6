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
   * Runs `attempt` (the login itself) unless a limit is already reached. Only failures count, and
   * a success clears the account's count, so signing in often never locks anyone out.
   */
  login<T>(reply: FastifyReply, caller: { ip: string; email: string }, attempt: () => Promise<T>): Promise<T>;
  changePassword(reply: FastifyReply, userId: string): Promise<void>;
  requestPasswordReset(reply: FastifyReply, caller: { ip: string; email: string }): Promise<void>;
  confirmPasswordReset(reply: FastifyReply, ip: string): Promise<void>;
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
      const rules = [
        { key: `login:ip:${ip}`, ...L.loginFailuresPerAddress },
        { key: `login:account:${account}`, ...L.loginFailuresPerAccount },
      ];
      await limiter.check(reply, rules);
      try {
        const result = await attempt();
        await limiter.clear(`login:account:${account}`);
        return result;
      } catch (error) {
        await limiter.recordFailure(rules);
        throw error;
      }
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
  };
}
