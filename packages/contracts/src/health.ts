/** `GET /api/health` and `GET /api/config` (issue: foundation). */
import { z } from 'zod';
import { SocialProviderSchema } from './social-sign-in';

export const HealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
export type HealthData = z.infer<typeof HealthDataSchema>;

/**
 * Public, non-secret settings the browser needs: whether the sandbox is in use, and which social
 * sign-in providers are configured (issue 19 §11: no button for a provider without settings).
 */
export const AppConfigSchema = z.object({
  testMode: z.boolean(),
  version: z.string(),
  /** Absent from older servers: none. */
  socialProviders: z.array(SocialProviderSchema).default([]),
  /** Texts (SMS) can be sent, so a phone can be verified (issue 36 item 6); absent from older servers: no. */
  texts: z.boolean().default(false),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
