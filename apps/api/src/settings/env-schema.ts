/**
 * The environment variables the API reads, as one zod schema (issue: foundation, item 3): names,
 * types, ranges and offline defaults. A value that does not fit stops start-up with a message
 * naming the setting (`loadConfig` in ../config.ts turns the parsed values into `Config`).
 */
import { BOOKING_HOLD_MINUTES, CHECK_IN_WINDOW_MINUTES } from '@fasttrack/contracts';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy';

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = optionalString.pipe(z.url().optional());

export const EnvSchema = z.object({
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
  /**
   * At least 2: the job runner sets its queues up while holding a lock on one pooled connection,
   * and pg-boss works through another (jobs/job-runner.ts).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
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
  /**
   * Twilio (issue 28 §1): the account's SID and auth token, both or neither. Unset: the built-in
   * stand-in under /sandbox/twilio (test mode only).
   */
  TWILIO_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be an account SID: AC and 32 hex digits' })
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalString,
  /** The sender of SMS: an E.164 Twilio number or an alphanumeric sender ID. */
  TWILIO_SMS_FROM: optionalString,
  /** The WhatsApp sender, `whatsapp:+E.164`. Unset: no WhatsApp. */
  TWILIO_WHATSAPP_FROM: optionalString.pipe(
    z
      .string()
      .regex(/^whatsapp:\+\d{6,15}$/, { error: 'must be whatsapp:+<E.164 number>' })
      .optional(),
  ),
  /**
   * Approved WhatsApp content templates per message kind, `kind=HX…` separated by commas, e.g.
   * `booking-confirmed=HX0123…,booking-cancelled=HX4567…` (a kind without one is not sent on WhatsApp).
   */
  TWILIO_WHATSAPP_TEMPLATES: optionalString,
  /**
   * The business number both sides of an officer-traveller call see (issue 36 item 2): a
   * voice-capable Twilio number, E.164. Unset: TWILIO_SMS_FROM when that is a number, else no calls.
   */
  TWILIO_CALLER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, { error: 'must be an E.164 number, e.g. +2348031234567' })
      .optional(),
  ),
  /** AeroDataBox (RapidAPI) key; set to use live flight data instead of the embedded schedule. */
  FLIGHT_DATA_API_KEY: optionalString,
  FLIGHT_DATA_BASE_URL: optionalUrl,
  /** Minutes between status checks of a booked flight from the horizon (72 h) before its meeting time (issue 18 §1). */
  FLIGHT_POLL_FAR_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Minutes between status checks from 3 h before the meeting time until the service starts. */
  FLIGHT_POLL_NEAR_MINUTES: z.coerce.number().int().min(1).max(180).default(5),
  /**
   * Hours before the meeting time that following a flight starts (issue 26 §3: 72, so a delay
   * known days ahead shows; issue 18 §1 had 24).
   */
  FLIGHT_POLL_HORIZON_HOURS: z.coerce.number().int().min(3).max(240).default(72),
  /**
   * Seconds a process keeps serving after SIGTERM while /api/health answers 503, so a load
   * balancer stops sending before it stops listening (issue 29 §3), and requests the kernel
   * took while the process was busy get their real answer (issue 37; ADR 310). 0: refuse new
   * requests at once (they still get an answer: 503 with Retry-After).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(30).default(1),
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
  /** Minutes before the meeting time from which the officer may check in (issue 26 §1). */
  CHECK_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(CHECK_IN_WINDOW_MINUTES),
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
  /**
   * Web Push (issue 28 §4): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints it) and the contact the push services may write to. All three or none; none = the
   * product makes a pair once and keeps it in the database (settings/web-push.ts, ADR 285).
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must start with mailto: or https://' })
      .optional(),
  ),
});

export type Env = z.input<typeof EnvSchema>;
/** The settings after parsing: defaults filled in, blanks read as unset. */
export type ParsedEnv = z.output<typeof EnvSchema>;
