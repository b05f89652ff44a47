/** Lead capture (spec §3 Lead capture payload, §7 POST /leads/capture). */
import { z } from 'zod';
import { EmailSchema } from './person-fields';

/** Largest accepted `flightData`, in characters of its JSON (a search result is well under 2 000). */
export const LEAD_FLIGHT_DATA_MAX_CHARS = 8_000;

export const LeadCaptureRequestSchema = z.strictObject({
  email: EmailSchema,
  /** What the visitor searched for; stored as given. */
  flightData: z
    .record(z.string(), z.unknown())
    .refine((v) => JSON.stringify(v).length <= LEAD_FLIGHT_DATA_MAX_CHARS, { error: 'Flight data is too large' }),
  source: z.string().trim().min(1).max(50).default('flight_search'),
});
export type LeadCaptureRequest = z.input<typeof LeadCaptureRequestSchema>;

export const LeadSchema = z.object({ id: z.uuid(), email: z.string(), source: z.string(), createdAt: z.string() });
export type Lead = z.infer<typeof LeadSchema>;
