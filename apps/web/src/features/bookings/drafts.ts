/**
 * The booking drafts kept in the browser (spec §3 Browser storage, §2 Booking dialog):
 * `bookingFlightData` is the chosen flight (a §3 flight search result) and `bookingFormData` the
 * booking form (§3 Booking form fields, plus the id of the booking once it exists, so that
 * resuming pays that booking instead of making a second one). With `step=confirmation` the dialog
 * restores both and goes to payment.
 *
 * Storage is outside our control (older versions, other tabs, hand edits), so what is read back
 * is checked against the schemas and ignored when it does not fit. The storage keys and
 * `clearBookingDrafts` (re-exported here) are in `draft-storage.ts`.
 */
import {
  type ExtrasSelection,
  ExtrasSelectionSchema,
  type FlightSearchResult,
  FlightSearchResultSchema,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  type ServiceType,
  ServiceTypeSchema,
} from '@fasttrack/contracts';
import { z } from 'zod';
import type { SearchMethod } from '../flights/index';
import { mayReadDrafts, ownDraftsForWrite } from './draft-owner';
import { DraftKeys, readDraft, writeDraft } from './draft-storage';

export { clearBookingDrafts } from './draft-storage';

const BookingFormDraftSchema = z.object({
  searchMethod: z.enum(['flightNumber', 'route']),
  serviceType: ServiceTypeSchema,
  passengerCount: z.number().int().min(PASSENGERS_MIN).max(PASSENGERS_MAX),
  date: z.string(),
  flightNumber: z.string(),
  departure: z.string(),
  arrival: z.string(),
  specialRequirements: z.string(),
  leadPassengerName: z.string().optional(),
  contactPhone: z.string().optional(),
  leadPassengerEmail: z.string().optional(),
  secondBooking: z.boolean().optional(),
  bookingId: z.uuid().optional(),
  // Issue 41 item 4: a draft saved before extras existed has none; a broken choice is dropped, not the draft.
  packageCode: ExtrasSelectionSchema.shape.packageCode.catch(undefined),
  addOns: ExtrasSelectionSchema.shape.addOns.catch(undefined),
});

/** §3 Booking form: searchMethod, serviceType, passengerCount, date, flightNumber, departure, arrival, specialRequirements. */
export interface BookingFormDraft {
  searchMethod: SearchMethod;
  serviceType: ServiceType;
  passengerCount: number;
  /** Travel date `YYYY-MM-DD` (Lagos). */
  date: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  specialRequirements: string;
  /** Lead passenger's full name (issue 19 §1); absent in drafts saved before it was asked. */
  leadPassengerName?: string | undefined;
  /** Contact phone in E.164 (issue 19 §1); absent in drafts saved before it was asked. */
  contactPhone?: string | undefined;
  /** The lead passenger's e-mail, when given (issue 36 item 1). */
  leadPassengerEmail?: string | undefined;
  /**
   * The traveller was told of their live booking on this flight and books another anyway, e.g.
   * for a second party (issue 37, ADR 306).
   */
  secondBooking?: boolean | undefined;
  /** The booking made from this draft, once it exists. */
  bookingId?: string | undefined;
  /** The chosen package's code (issue 41 item 4), e.g. `premium`. */
  packageCode?: ExtrasSelection['packageCode'];
  /** Add-ons chosen by hand beside the package, by code with their quantity (issue 41 item 4). */
  addOns?: ExtrasSelection['addOns'];
}

const FormProgressSchema = z.object({
  serviceType: ServiceTypeSchema.optional().catch(undefined),
  passengerCount: z.number().int().min(PASSENGERS_MIN).max(PASSENGERS_MAX).optional().catch(undefined),
  specialRequirements: z.string().optional().catch(undefined),
  leadPassengerName: z.string().optional().catch(undefined),
  contactPhone: z.string().optional().catch(undefined),
  packageCode: ExtrasSelectionSchema.shape.packageCode.catch(undefined),
  addOns: ExtrasSelectionSchema.shape.addOns.catch(undefined),
});

/** The booking form as typed so far, for the flight of the flight draft (each field may be missing). */
export type BookingFormProgress = z.infer<typeof FormProgressSchema>;

export interface BookingDrafts {
  flight: FlightSearchResult | null;
  form: BookingFormDraft | null;
  /** The form as typed before Confirm Booking (issue 37); null when there is none. */
  progress?: BookingFormProgress | null;
}

/** The drafts; each is null when absent or not a valid draft. */
export function readBookingDrafts(): BookingDrafts {
  if (!mayReadDrafts()) return { flight: null, form: null, progress: null };
  const flight = FlightSearchResultSchema.safeParse(readDraft(DraftKeys.bookingFlightData));
  const form = BookingFormDraftSchema.safeParse(readDraft(DraftKeys.bookingFormData));
  const progress = FormProgressSchema.safeParse(readDraft(DraftKeys.bookingFormProgress));
  return {
    flight: flight.success ? flight.data : null,
    form: form.success ? form.data : null,
    progress: progress.success ? progress.data : null,
  };
}

/** Keeps the form as typed (issue 37); `null` forgets it. */
export function saveFormProgress(progress: BookingFormProgress | null): void {
  if (progress !== null) ownDraftsForWrite();
  writeDraft(DraftKeys.bookingFormProgress, progress);
}

/** True when a chosen flight is saved (the dashboard's Continue Your Booking banner, §2). */
export function hasFlightDraft(): boolean {
  return readBookingDrafts().flight !== null;
}

export function saveFlightDraft(flight: FlightSearchResult): void {
  ownDraftsForWrite();
  writeDraft(DraftKeys.bookingFlightData, flight);
}

export function saveFormDraft(form: BookingFormDraft): void {
  ownDraftsForWrite();
  writeDraft(DraftKeys.bookingFormData, form);
}
