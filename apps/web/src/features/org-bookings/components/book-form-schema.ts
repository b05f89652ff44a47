/**
 * The "Book for passengers" form's fields (issue 39 item 2) and their rules, from the contracts'
 * create body: service, passenger count per booking, special requirements, and the cost centre and
 * purchase-order reference, each required when the organisation says so (with the contracts'
 * message) and otherwise left out when empty. The service starts on the flight's first bookable one,
 * so it is never unset. A package and add-ons (issue 41 item 4) are chosen as a traveller chooses
 * them, from the same quote. Guests are checked with the body's guest schema.
 */
import {
  BookingGuestPassengerSchema,
  CreateOrganisationBookingRequestSchema,
  OrganisationBookingMessages,
} from '@fasttrack/contracts';
import { z } from 'zod';

const body = CreateOrganisationBookingRequestSchema.shape;

/** What the organisation asks for on every booking (its settings). */
export interface BillingRules {
  requiresCostCentre: boolean;
  requiresPoReference: boolean;
}

/** An optional billing label: empty is "left out", anything typed follows the body's rule. */
const optionalLabel = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.union([z.literal(''), body.costCentre.unwrap()]));

export function bookFormSchema(rules: BillingRules) {
  return z
    .object({
      serviceType: body.serviceType,
      passengerCount: body.passengerCount,
      specialRequirements: body.specialRequirements.unwrap(),
      costCentre: optionalLabel,
      poReference: optionalLabel,
      packageCode: body.packageCode,
      addOns: body.addOns,
    })
    .superRefine((values, ctx) => {
      if (rules.requiresCostCentre && values.costCentre === '')
        ctx.addIssue({ code: 'custom', path: ['costCentre'], message: OrganisationBookingMessages.costCentreRequired });
      if (rules.requiresPoReference && values.poReference === '')
        ctx.addIssue({
          code: 'custom',
          path: ['poReference'],
          message: OrganisationBookingMessages.poReferenceRequired,
        });
    });
}
export type BookFormValues = z.input<ReturnType<typeof bookFormSchema>>;
export type BookFormOutput = z.output<ReturnType<typeof bookFormSchema>>;

/** A guest typed into the form: name as on the passport, phone, optional e-mail. */
export const GuestFormSchema = z.object({
  fullName: BookingGuestPassengerSchema.shape.fullName,
  phone: BookingGuestPassengerSchema.shape.phone,
  email: z.union([z.literal(''), BookingGuestPassengerSchema.shape.email.unwrap()]),
});
export type GuestFormValues = z.input<typeof GuestFormSchema>;
export type GuestFormOutput = z.output<typeof GuestFormSchema>;
