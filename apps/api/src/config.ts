/**
 * Settings: the only module that reads `process.env` (issue: foundation, item 3).
 *
 * Every setting has an offline default so `npm start` runs with no keys, no database server
 * and no network. A bad value stops start-up with a message naming the setting.
 * Providers switch from the built-in sandbox to the real service when their keys are set.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { BOOKING_HOLD_MINUTES } from '@fasttrack/contracts';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalString.pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded database and generated secrets live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://... switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the app, used in payment callback URLs. Default http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /** Which reverse proxies may set X-Forwarded-* (client IPs for rate limits); see trustProxySetting. */
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    const parsed = trustProxySetting(value);
    if (typeof parsed === 'object' && 'error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  }),
  /** HS256 secret for access tokens (>= 32 chars). Unset: generated once into DATA_DIR. */
  JWT_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  /** Rate-limit counters go to Redis when set, else to the database. */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_PUBLIC_KEY: optionalString,
  PAYSTACK_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe API origin, e.g. https://api.stripe.com. Unset in test mode: the sandbox. */
  STRIPE_API_URL: optionalUrl,
  /** AeroDataBox (RapidAPI) key; set to use live flight data instead of the embedded schedule. */
  FLIGHT_DATA_API_KEY: optionalString,
  FLIGHT_DATA_BASE_URL: optionalUrl,
  /** Minutes between status checks of a booked flight from 24 h before its meeting time (issue 18 §1). */
  FLIGHT_POLL_FAR_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Minutes between status checks from 3 h before the meeting time until the service starts. */
  FLIGHT_POLL_NEAR_MINUTES: z.coerce.number().int().min(1).max(180).default(5),
  /** Hours before the meeting time that following a flight starts (issue 18 §1: 24). */
  FLIGHT_POLL_HORIZON_HOURS: z.coerce.number().int().min(3).max(240).default(24),
  /** Time-out for calls to payment and flight providers, in ms. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Demo officers seeded in test mode (issue 15 §2); ignored when live payment keys are set. */
  DEMO_OFFICERS: z.coerce.number().int().min(1).max(200).default(3),
  /** smtp(s)://user:pass@host:port for outgoing e-mail. Unset: an embedded SMTP catcher on loopback. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  /** Sender of the product's e-mail, e.g. `FastTrack LOS <bookings@example.com>`. */
  MAIL_FROM: z.string().trim().min(3).default('FastTrack LOS <no-reply@fasttrack-los.com>'),
  /** Run background job workers in this process. Default: yes, except under NODE_ENV=test. */
  JOB_WORKERS: z.enum(['true', 'false', '1', '0']).optional(),
  /** Minutes an unpaid booking holds its officers before it expires (issue 15 §5). */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(BOOKING_HOLD_MINUTES),
  /** Google sign-in (issue 19 §11): an OAuth client of type "Web application". Both or neither. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google's OpenID issuer; only test mode may point it elsewhere (the stand-in). */
  GOOGLE_ISSUER: optionalUrl,
  /** Facebook Login (issue 19 §11): the app id and app secret. Both or neither. */
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  /** One origin for Facebook's dialog and Graph API; only test mode may set it (the stand-in). */
  FACEBOOK_BASE_URL: optionalUrl,
});

export type Env = z.input<typeof EnvSchema>;

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
  /** This process runs background job workers (JOB_WORKERS); it can enqueue jobs either way. */
  jobWorkers: boolean;
  /** Minutes an unpaid booking holds its officers (BOOKING_HOLD_MINUTES). */
  bookingHoldMinutes: number;
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
  oauth: { google: GoogleOAuthConfig | null; facebook: FacebookOAuthConfig | null };
  version: string;
}

/** Google sign-in: OpenID Connect discovery from `issuer`. `sandbox`: the issuer is the stand-in. */
export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  sandbox: boolean;
}

/** Facebook Login: the OAuth dialog on `dialogUrl`, the token and `/me` on `graphUrl` (versioned). */
export interface FacebookOAuthConfig {
  clientId: string;
  clientSecret: string;
  dialogUrl: string;
  graphUrl: string;
  sandbox: boolean;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Graph API version the product was built against (https://developers.facebook.com/docs/graph-api/changelog). */
export const FACEBOOK_GRAPH_VERSION = 'v23.0';

export type TrustProxy = false | number | string[];

/** proxy-addr's names for reserved ranges, which Fastify's trustProxy accepts in a list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses `TRUST_PROXY` (issue 14 item 1, ADR 085). Unset, `false` or `0`: no proxy, the socket
 * address is the client. A whole number n: the n nearest hops are proxies (each appends the
 * address it saw to X-Forwarded-For). Otherwise a comma list of proxy addresses, CIDR ranges
 * or `loopback`/`linklocal`/`uniquelocal`: only those peers may name the client.
 * `true` is refused: it trusts the left-most X-Forwarded-For entry, which the client writes.
 */
function trustProxySetting(raw: string | undefined): TrustProxy | { error: string } {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true') {
    return {
      error:
        "true would let any client choose its address with X-Forwarded-For; give the proxies' hop count " +
        '(e.g. 1) or their addresses/CIDR ranges (e.g. 10.0.0.0/8,loopback)',
    };
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= 10 ? hops : { error: 'a hop count must be at most 10' };
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) return { error: `"${bad}" is not a hop count, an IP address, a CIDR range or loopback` };
  return entries;
}

/**
 * The setting as Fastify's `trustProxy` option. Fastify 5 takes a bare number as "trust no hop"
 * (it cannot check the nearest peer), so a hop count becomes proxy-addr's own hop rule: the
 * socket peer is hop 0, and hops below the count are proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
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
 * Parses settings from `env` (default: `process.env`).
 * @throws ConfigError naming each invalid setting.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, version = '0.0.0'): Config {
  const parsed = EnvSchema.safeParse(env);
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
    jobWorkers: e.JOB_WORKERS ? e.JOB_WORKERS === 'true' || e.JOB_WORKERS === '1' : e.NODE_ENV !== 'test',
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
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
    oauth: oauthSettings(e, paystackSandbox || stripeSandbox),
    version,
  };
}

/**
 * Social sign-in settings (issue 19 §11, ADR 135). A provider is on when both its client id and
 * secret are set. Its issuer/base URL may point away from the real provider only in test mode:
 * the stand-in under /sandbox lets anyone claim any e-mail address.
 * @throws ConfigError for half a pair, or a pointed URL outside test mode.
 */
function oauthSettings(e: z.output<typeof EnvSchema>, testMode: boolean): Config['oauth'] {
  const problems: string[] = [];
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`  ${name}_CLIENT_ID, ${name}_CLIENT_SECRET: set both or neither`);
    }
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  const pointed = (name: string, value: string | undefined) => {
    if (value && !testMode) problems.push(`  ${name}: may only be changed in test mode (no live payment keys)`);
    return value?.replace(/\/$/, '');
  };
  const isSandbox = (url: string | undefined) => Boolean(url && new URL(url).pathname.startsWith('/sandbox/'));
  const google = pair('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const googleIssuer = pointed('GOOGLE_ISSUER', e.GOOGLE_ISSUER === GOOGLE_ISSUER ? undefined : e.GOOGLE_ISSUER);
  const facebook = pair('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  const facebookBase = pointed('FACEBOOK_BASE_URL', e.FACEBOOK_BASE_URL);
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n${problems.join('\n')}`);
  return {
    google: google && {
      ...google,
      issuer: googleIssuer ?? GOOGLE_ISSUER,
      sandbox: isSandbox(googleIssuer),
    },
    facebook: facebook && {
      ...facebook,
      dialogUrl: `${facebookBase ?? 'https://www.facebook.com'}/${FACEBOOK_GRAPH_VERSION}`,
      graphUrl: `${facebookBase ?? 'https://graph.facebook.com'}/${FACEBOOK_GRAPH_VERSION}`,
      sandbox: isSandbox(facebookBase),
    },
  };
}
