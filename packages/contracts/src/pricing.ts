/** Pricing per service type (spec §3 Pricing entry, §9 defaults 45 USD, 1500 NGN/USD). */
import { z } from 'zod';
import { ServiceTypeSchema } from './flights';

export const PricingParamsSchema = z.strictObject({ serviceType: ServiceTypeSchema });

export const PricingQuerySchema = z.strictObject({ serviceType: ServiceTypeSchema.optional() });

/** Field names are snake_case as §3 lists them. price_usd is in major units (45 = $45.00). */
export const PricingEntrySchema = z.object({
  service_type: ServiceTypeSchema,
  price_usd: z.number(),
  exchange_rate_ngn: z.number(),
});
export type PricingEntry = z.infer<typeof PricingEntrySchema>;

/** `PUT /pricing/:serviceType` body (admin only): USD major units, at most cents; rate to 4 decimals (numeric(14,4)). */
export const UpdatePricingRequestSchema = z.strictObject({
  price_usd: z.number().positive().max(10_000).multipleOf(0.01),
  exchange_rate_ngn: z.number().positive().max(1_000_000).multipleOf(0.0001),
});
export type UpdatePricingRequest = z.infer<typeof UpdatePricingRequestSchema>;
