/**
 * Response envelopes shared by every endpoint (spec §7, §8).
 *
 * Success: `{ success: true, data, message? }`.
 * Failure: `{ success: false, message, error, details? }` where `error` is a stable
 * machine code from {@link ErrorCode} and `details` maps a field path to its message.
 */
import { z } from 'zod';

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Wraps a data schema in the success envelope: `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}

/** `{ success: true, message }` for endpoints that answer with a message only. */
export const MessageEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
