/**
 * Rate limits of the accounts endpoints (issue: accounts, "Rate limits"; issue 14 item 2 for
 * the account lockout). Counters live in Redis or the database (lib/rate-limit.ts), so they
 * hold across processes.
 */
import type { RateLimiter, RateLimitRule, RateLimitStore } from '../../lib/rate-limit';

export const AUTH_LIMITS = {
  checkUserPerIp: { points: 10, durationSeconds: 60 },
  loginPerIp: { points: 10, durationSeconds: 60 },
  /** Password checks that failed, per account; a slot is taken before each check (see login). */
  loginFailuresPerAccount: { points: 100, durationSeconds: 60 * 60 },
  registerPerIp: { points: 5, durationSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Password reset (issue 16 §3): requests and resets per IP; reset e-mails per account. */
export const PASSWORD_RESET_LIMITS = {
  perIp: { points: 10, durationSeconds: 15 * 60 },
  perAccount: { points: 3, durationSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface AuthLimiters {
  /** Keyed by client IP. */
  checkUserPerIp: RateLimiter;
  loginPerIp: RateLimiter;
  registerPerIp: RateLimiter;
  /** Keyed by {@link accountKey}. */
  loginFailuresPerAccount: RateLimiter;
}

/** One limiter per rule, stored under `auth:<rule>:...` keys. */
export function createAuthLimiters(store: RateLimitStore): AuthLimiters {
  return {
    checkUserPerIp: store.limiter('auth:check-user:ip', AUTH_LIMITS.checkUserPerIp),
    loginPerIp: store.limiter('auth:login:ip', AUTH_LIMITS.loginPerIp),
    registerPerIp: store.limiter('auth:register:ip', AUTH_LIMITS.registerPerIp),
    loginFailuresPerAccount: store.limiter('auth:login-failures', AUTH_LIMITS.loginFailuresPerAccount),
  };
}

/** Per account: the e-mail as sign-in compares it (trimmed by the schema, any case). */
export const accountKey = (email: string) => email.toLowerCase();
