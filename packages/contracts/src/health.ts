/** `GET /api/health` and `GET /api/config` (issue: foundation). */
import { z } from 'zod';

export const HealthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
export type HealthData = z.infer<typeof HealthDataSchema>;

/** Public, non-secret settings the browser needs: whether the sandbox is in use. */
export const AppConfigSchema = z.object({
  testMode: z.boolean(),
  version: z.string(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
