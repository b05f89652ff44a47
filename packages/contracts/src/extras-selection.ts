/**
 * A traveller's choice of extras (issue 41 item 4): a package and add-ons, named by their codes
 * in the airport's catalogue, with counts. Apart from the catalogue and the lines it prices
 * (./add-ons.ts; ADR 391): a page that only reads a choice, such as a kept booking draft on the
 * dashboard, does not build the catalogue's schemas.
 */
import { z } from 'zod';

/** A code in an airport's catalogue: lower case letters, digits and hyphens, e.g. `porter`. */
export const CatalogueCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'Use 2-40 lower-case letters, digits or hyphens' });

/** One add-on the traveller adds by hand, beside any package. */
export const SelectedAddOnSchema = z.strictObject({
  code: CatalogueCodeSchema,
  quantity: z.number().int().min(1, { error: 'Choose at least 1' }).max(99),
});
export type SelectedAddOn = z.infer<typeof SelectedAddOnSchema>;

/** The extras of a quote or a booking request: a package and/or add-ons by code. */
export const ExtrasSelectionSchema = z.object({
  packageCode: CatalogueCodeSchema.optional(),
  addOns: z
    .array(SelectedAddOnSchema)
    .max(20)
    .refine((list) => new Set(list.map((a) => a.code)).size === list.length, {
      error: 'Name each add-on once, with its quantity',
    })
    .optional(),
});
export type ExtrasSelection = z.infer<typeof ExtrasSelectionSchema>;
