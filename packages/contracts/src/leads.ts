/** Lead capture (spec §3 Lead capture payload, §7 POST /leads/capture). */
import { z } from 'zod';
import { EmailSchema } from './auth';

export const LeadCaptureRequestSchema = z.strictObject({
  email: EmailSchema,
  /** What the visitor searched for; stored as given (bounded in size by the body limit). */
  flightData: z.record(z.string(), z.unknown()),
  source: z.string().trim().min(1).max(50).default('flight_search'),
});
export type LeadCaptureRequest = z.input<typeof LeadCaptureRequestSchema>;

export const LeadSchema = z.object({ id: z.uuid(), email: z.string(), source: z.string(), createdAt: z.string() });
export type Lead = z.infer<typeof LeadSchema>;
