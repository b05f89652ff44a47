/**
 * Rate limits of the accounts endpoints (issue: accounts, "Rate limits"), and their keys.
 * Counters live in Redis or the database (lib/rate-limit.ts), so they hold across processes.
 */
export const AUTH_LIMITS = {
  checkUserPerIp: { limit: 10, windowSeconds: 60 },
  loginPerIp: { limit: 10, windowSeconds: 60 },
  loginFailuresPerAccount: { limit: 100, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 5, windowSeconds: 60 },
} as const;

export const rateKeys = {
  checkUserIp: (ip: string) => `auth:check-user:ip:${ip}`,
  loginIp: (ip: string) => `auth:login:ip:${ip}`,
  registerIp: (ip: string) => `auth:register:ip:${ip}`,
  /** Per account: the e-mail as sign-in compares it (trimmed by the schema, any case). */
  loginFailures: (email: string) => `auth:login-failures:${email.toLowerCase()}`,
};
