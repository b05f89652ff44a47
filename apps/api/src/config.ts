/**
 * Settings: the only module that reads `process.env` (issue: foundation, item 3).
 *
 * Every setting has an offline default so `npm start` runs with no keys, no database server
 * and no network. A bad value stops start-up with a message naming the setting.
 * Providers switch from the built-in sandbox to the real service when their keys are set.
 * The variables and their checks are in settings/env-schema.ts; the two settings with rules of
 * their own in settings/trust-proxy.ts and settings/social-sign-in.ts (re-exported here).
 */
import path from 'node:path';
import { EnvSchema } from './settings/env-schema';
import { type OAuthSettings, socialSignInSettings } from './settings/social-sign-in';
import { type TextsConfig, textsSettings } from './settings/texts';
import type { TrustProxy } from './settings/trust-proxy';
import { type VapidKeys, webPushSettings } from './settings/web-push';

export type { Env } from './settings/env-schema';
export {
  FACEBOOK_GRAPH_VERSION,
  type FacebookOAuthConfig,
  GOOGLE_ISSUER,
  type GoogleOAuthConfig,
  type OAuthSettings,
} from './settings/social-sign-in';
export { type TextsConfig, TWILIO_SANDBOX, whatsappTemplateOf } from './settings/texts';
export { fastifyTrustProxy, type TrustProxy } from './settings/trust-proxy';
export type { VapidKeys } from './settings/web-push';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** undefined = embedded PGlite under dataDir (or in memory when dataDir is `memory://`). */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  logLevel: string;
  publicUrl: string;
  /** True when PUBLIC_URL was set; unset, payments return to the origin the traveller used (issue 19 §6). */
  publicUrlSet: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or proxy addresses/CIDR ranges (never `true`). */
  trustProxy: TrustProxy;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  providerTimeoutMs: number;
  /** After SIGTERM, serve this long with /api/health at 503 before closing (SHUTDOWN_DRAIN_SECONDS), in ms. */
  shutdownDrainMs: number;
  /** This process runs background job workers (JOB_WORKERS); it can enqueue jobs either way. */
  jobWorkers: boolean;
  /** Minutes an unpaid booking holds its officers (BOOKING_HOLD_MINUTES). */
  bookingHoldMinutes: number;
  /** Minutes before the meeting time from which the officer may check in (CHECK_IN_WINDOW_MINUTES). */
  checkInWindowMinutes: number;
  /**
   * True when payments run against the built-in sandbox: no real money moves, and the UI says
   * "Test mode". The embedded flight schedule is flagged per search result instead (`source`).
   */
  testMode: boolean;
  /** True when any provider's stand-in must be mounted under /sandbox. */
  sandboxEnabled: boolean;
  /** How many demo officers test mode seeds (DEMO_OFFICERS); demo staff exist only in test mode. */
  demoOfficers: number;
  paystack: { secretKey: string; publicKey: string; baseUrl: string; sandbox: boolean };
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string; sandbox: boolean };
  flightData: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    sandbox: boolean;
    /** Minutes between status checks far from (24 h-3 h) and near (under 3 h) the meeting time. */
    pollFarMinutes: number;
    pollNearMinutes: number;
    /** Hours before the meeting time that checks start. */
    pollHorizonHours: number;
  };
  /** Outgoing e-mail; `smtpUrl` undefined = the embedded catcher (sandbox/mail). */
  mail: { smtpUrl: string | undefined; from: string };
  /** Social sign-in providers; null = not configured (no button, no route). */
  oauth: OAuthSettings;
  /** Web Push (issue 28 §4): the configured VAPID keys; null = the product's own pair, kept in the database. */
  push: { vapid: VapidKeys | null };
  /** Texts through Twilio, SMS and WhatsApp (issue 28 §1); the stand-in when no TWILIO_* keys are set. */
  texts: TextsConfig;
  version: string;
}

/** Thrown when a setting is invalid; the message names every bad setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Test keys the sandbox accepts; they look like the providers' own test keys. */
export const SANDBOX_KEYS = {
  paystackSecret: 'sk_test_fasttrack_sandbox_000000000000000000',
  paystackPublic: 'pk_test_fasttrack_sandbox_000000000000000000',
  stripeSecret: 'sk_test_fasttrack_sandbox_000000000000000000',
  stripeWebhook: 'whsec_fasttrack_sandbox_000000000000000000',
} as const;

/**
 * Parses settings from `env` (default: `process.env`). A setting left blank (`NAME=`, as
 * .env.example leaves them) is unset and takes its default.
 * @throws ConfigError naming each invalid setting.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, version = '0.0.0'): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // The sandbox is mounted in this process; providers reach it over loopback HTTP.
  const sandboxOrigin = `http://127.0.0.1:${e.PORT}/sandbox`;
  // A provider runs against the sandbox when it has no key, or when its base URL is pointed at
  // the sandbox on purpose (then the sandbox itself refuses live keys).
  const pointsAtSandbox = (url: string | undefined) => Boolean(url && new URL(url).pathname.startsWith('/sandbox/'));
  const paystackSandbox = !e.PAYSTACK_SECRET_KEY || pointsAtSandbox(e.PAYSTACK_BASE_URL);
  const stripeSandbox = !e.STRIPE_SECRET_KEY || pointsAtSandbox(e.STRIPE_API_URL);
  const flightDataSandbox = !e.FLIGHT_DATA_API_KEY || pointsAtSandbox(e.FLIGHT_DATA_BASE_URL);
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const social = socialSignInSettings(e, paystackSandbox || stripeSandbox);
  if (social.oauth === undefined) throw new ConfigError(`Invalid settings:\n${social.problems.join('\n')}`);
  const push = webPushSettings(e);
  if (push.vapid === undefined) throw new ConfigError(`Invalid settings:\n${push.problems.join('\n')}`);
  const texts = textsSettings(e, sandboxOrigin);
  if (texts.texts === undefined) throw new ConfigError(`Invalid settings:\n${texts.problems.join('\n')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    jobWorkers: e.JOB_WORKERS ? e.JOB_WORKERS === 'true' || e.JOB_WORKERS === '1' : e.NODE_ENV !== 'test',
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    checkInWindowMinutes: e.CHECK_IN_WINDOW_MINUTES,
    testMode: paystackSandbox || stripeSandbox,
    sandboxEnabled: paystackSandbox || stripeSandbox || flightDataSandbox,
    demoOfficers: e.DEMO_OFFICERS,
    paystack: {
      secretKey: e.PAYSTACK_SECRET_KEY ?? SANDBOX_KEYS.paystackSecret,
      publicKey: e.PAYSTACK_PUBLIC_KEY ?? SANDBOX_KEYS.paystackPublic,
      baseUrl: (
        e.PAYSTACK_BASE_URL ?? (paystackSandbox ? `${sandboxOrigin}/paystack` : 'https://api.paystack.co')
      ).replace(/\/$/, ''),
      sandbox: paystackSandbox,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? SANDBOX_KEYS.stripeSecret,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? SANDBOX_KEYS.stripeWebhook,
      apiUrl: (e.STRIPE_API_URL ?? (stripeSandbox ? `${sandboxOrigin}/stripe` : 'https://api.stripe.com')).replace(
        /\/$/,
        '',
      ),
      sandbox: stripeSandbox,
    },
    flightData: {
      apiKey: e.FLIGHT_DATA_API_KEY,
      baseUrl: e.FLIGHT_DATA_BASE_URL,
      sandbox: flightDataSandbox,
      pollFarMinutes: e.FLIGHT_POLL_FAR_MINUTES,
      pollNearMinutes: e.FLIGHT_POLL_NEAR_MINUTES,
      pollHorizonHours: e.FLIGHT_POLL_HORIZON_HOURS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    oauth: social.oauth,
    push: { vapid: push.vapid },
    texts: texts.texts,
    version,
  };
}
