/**
 * Price lines and quotes (issue 41 items 1, 3 and 5; ADR 373): what a booking costs, line by
 * line, decided by the server from the airport's price list in force and its surcharge rules.
 * The quote, the booking form, the payment step, the booking page, the e-mail and the receipt all
 * show these lines; a booking keeps the lines it was sold with, so a later price change never
 * changes it. Amounts are USD cents (integers); the naira total is converted once, on the total.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { SERVICE_TYPE_LABELS } from './constants';
import { type ServiceType, ServiceTypeSchema } from './flights';
import { noticeWords } from './service-plan';
import { zoneName } from './zone-time';

/**
 * What a line charges for: the service itself, a surcharge of the airport's rules, or an add-on
 * (issue 41 item 4: porter, buggy, lounge, extra waiting time, wheelchair assistance).
 */
export const PRICE_LINE_KINDS = ['service', 'urgent_surcharge', 'night_surcharge', 'add_on'] as const;
export const PriceLineKindSchema = z.enum(PRICE_LINE_KINDS);
export type PriceLineKind = z.infer<typeof PriceLineKindSchema>;

/**
 * How an add-on is delivered (issue 41 item 4): `guaranteed` is ours to give; `on_request` waits
 * for the dispatcher's confirmation ("confirmed by our team within 2 hours") and is refunded, line
 * by line, when declined or not delivered.
 */
export const ADD_ON_FULFILMENTS = ['guaranteed', 'on_request'] as const;
export const AddOnFulfilmentSchema = z.enum(ADD_ON_FULFILMENTS);
export type AddOnFulfilment = z.infer<typeof AddOnFulfilmentSchema>;

/** One line of a quote or a booking: quantity × unit price = amount, in USD cents. */
export const PriceLineSchema = z.object({
  kind: PriceLineKindSchema,
  /** What the traveller reads, e.g. "Arrival Service" or "Night service (meeting 23:00-05:00 WAT)". */
  label: z.string(),
  /** The unit spelled out: "per passenger" or "per booking". */
  unit: z.string(),
  quantity: z.number().int().min(1),
  /** USD cents per unit. */
  unitPriceUsdCents: z.number().int().min(0),
  /** quantity × unit price, USD cents. */
  amountUsdCents: z.number().int().min(0),
  /** Add-on lines only: the add-on's code in the airport's catalogue. */
  addOnCode: z.string().optional(),
  /** Add-on lines only: guaranteed, or on request (confirmed by our team). */
  fulfilment: AddOnFulfilmentSchema.optional(),
  /** Add-on lines a package includes: the package's name, e.g. "Premium". */
  packageName: z.string().optional(),
  /** Extra waiting time only: the minutes the line adds to the officer's service window. */
  extraMinutes: z.number().int().min(0).optional(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

/** A clock time of day at the airport, `HH:mm` (24-hour). */
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:mm' });

/**
 * An airport's rules (issue 41 item 1), as `service_airports` stores them: the minimum notice,
 * the surcharges, the free-cancellation hours (a booking keeps the hours it was made with) and the
 * base length of an arrival's service. A surcharge of
 * 0 means the airport has none. The night window runs from `nightStartsAt` up to, not including,
 * `nightEndsAt`, across midnight when it ends earlier than it starts; both in the airport's zone.
 */
export const AirportPriceRulesSchema = z.object({
  /** A service whose meeting time is less than this many minutes away cannot be booked here. */
  minNoticeMinutes: z.number().int().min(0).max(10_080),
  /** A booking made less than this many minutes before its meeting time is urgent; 0: never. */
  urgentWindowMinutes: z.number().int().min(0).max(10_080),
  /** USD cents per booking added to an urgent booking. */
  urgentSurchargeUsdCents: z.number().int().min(0).max(1_000_000),
  nightStartsAt: ClockTimeSchema,
  nightEndsAt: ClockTimeSchema,
  /** USD cents per booking added when the meeting time falls in the night window. */
  nightSurchargeUsdCents: z.number().int().min(0).max(1_000_000),
  /** A paid booking cancelled at least this many hours before the flight time is refunded in full. */
  freeCancellationHours: z.number().int().min(0).max(720),
  /** An arrival's base service: the officer's window ends this many minutes after the landing. */
  arrivalServiceMinutes: z.number().int().min(30).max(480),
});
export type AirportPriceRules = z.infer<typeof AirportPriceRulesSchema>;

/** What the lines of one booking are computed from; the server reads every field. */
export interface PriceLinesInput {
  serviceType: ServiceType;
  passengerCount: number;
  /** USD cents per passenger, from the price list in force (or the default price). */
  unitPriceUsdCents: number;
  meetingTime: Date;
  /** When the booking is made (the clock): urgency counts from here. */
  now: Date;
  rules: AirportPriceRules;
  /** The airport's IANA zone: the night window is its local clock. */
  timeZone: string;
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * True when `at` falls in the airport's night window, read on the airport's clock. 23:30 in a
 * 23:00-05:00 window is night; 22:59 and 05:00 are not.
 */
export function isNightTime(
  at: Date,
  rules: Pick<AirportPriceRules, 'nightStartsAt' | 'nightEndsAt'>,
  timeZone: string,
) {
  const local = new TZDate(at, timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const start = toMinutes(rules.nightStartsAt);
  const end = toMinutes(rules.nightEndsAt);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** True when a booking made at `now` for `meetingTime` is inside the urgent window. */
export function isUrgent(meetingTime: Date, now: Date, rules: Pick<AirportPriceRules, 'urgentWindowMinutes'>) {
  return meetingTime.getTime() - now.getTime() < rules.urgentWindowMinutes * 60_000;
}

/** The unit words of each line, one copy. */
export const PRICE_LINE_UNITS = { perPassenger: 'per passenger', perBooking: 'per booking' } as const;

/** "Night service (meeting 23:00-05:00 WAT)": the window in the airport's clock and zone name. */
export function nightSurchargeLabel(
  rules: Pick<AirportPriceRules, 'nightStartsAt' | 'nightEndsAt'>,
  timeZone: string,
  at: Date,
) {
  const zone = zoneName(timeZone, at) ?? format(new TZDate(at, timeZone), 'xxx');
  return `Night service (meeting ${rules.nightStartsAt}-${rules.nightEndsAt} ${zone})`;
}

/** "Urgent booking (less than 12 hours before the meeting)". */
export function urgentSurchargeLabel(windowMinutes: number): string {
  return `Urgent booking (less than ${noticeWords(windowMinutes)} before the meeting)`;
}

/**
 * The lines of a booking, in the order every screen shows them: the service per passenger, then
 * the urgent surcharge, then the night surcharge (each once per booking, when it applies and the
 * airport charges it).
 */
export function priceLines(input: PriceLinesInput): PriceLine[] {
  const { rules } = input;
  const lines: PriceLine[] = [
    {
      kind: 'service',
      label: SERVICE_TYPE_LABELS[input.serviceType],
      unit: PRICE_LINE_UNITS.perPassenger,
      quantity: input.passengerCount,
      unitPriceUsdCents: input.unitPriceUsdCents,
      amountUsdCents: input.unitPriceUsdCents * input.passengerCount,
    },
  ];
  const perBooking = (kind: PriceLineKind, label: string, cents: number): PriceLine => ({
    kind,
    label,
    unit: PRICE_LINE_UNITS.perBooking,
    quantity: 1,
    unitPriceUsdCents: cents,
    amountUsdCents: cents,
  });
  if (rules.urgentSurchargeUsdCents > 0 && isUrgent(input.meetingTime, input.now, rules)) {
    lines.push(
      perBooking('urgent_surcharge', urgentSurchargeLabel(rules.urgentWindowMinutes), rules.urgentSurchargeUsdCents),
    );
  }
  if (rules.nightSurchargeUsdCents > 0 && isNightTime(input.meetingTime, rules, input.timeZone)) {
    lines.push(
      perBooking(
        'night_surcharge',
        nightSurchargeLabel(rules, input.timeZone, input.meetingTime),
        rules.nightSurchargeUsdCents,
      ),
    );
  }
  return lines;
}

/** The sum of the lines' amounts, USD cents. */
export function linesTotalUsdCents(lines: readonly Pick<PriceLine, 'amountUsdCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountUsdCents, 0);
}

/** "Porter (in Premium)": a line's label as every screen, e-mail and receipt prints it. */
export function priceLineLabel(line: Pick<PriceLine, 'label' | 'packageName'>): string {
  return line.packageName ? `${line.label} (in ${line.packageName})` : line.label;
}

/** "2 × per block of 3 bags": a line's quantity and unit where its price is not shown (extras' states). */
export function lineQuantityWords(line: Pick<PriceLine, 'quantity' | 'unit'>): string {
  return `${line.quantity} × ${line.unit}`;
}

/** "2 × $45.00 per passenger": how a line reads next to its amount. */
export function priceLineDetail(line: PriceLine, money: (cents: number) => string): string {
  return `${line.quantity} × ${money(line.unitPriceUsdCents)} ${line.unit}`;
}

/* ---------- price lists (issue 41 item 3) ---------- */

/** A version of an airport's price for a service type, in force from `effectiveFrom`. */
export const PriceListSchema = z.object({
  id: z.uuid(),
  airportIata: z.string(),
  serviceType: ServiceTypeSchema,
  currency: z.literal('USD'),
  /** 1, 2, …: one more for each new price of the airport and service type. */
  version: z.number().int(),
  /** ISO 8601 instant from which bookings made take this price. */
  effectiveFrom: z.string(),
  /** USD cents per passenger. */
  unitPriceUsdCents: z.number().int(),
  createdAt: z.string(),
});
export type PriceList = z.infer<typeof PriceListSchema>;

/**
 * `POST /api/ops/airports/:iata/price-lists` (admin): a new version. A version is never edited;
 * a price that should not have been set is replaced by a newer one.
 */
export const CreatePriceListRequestSchema = z.strictObject({
  serviceType: ServiceTypeSchema,
  /** USD cents per passenger: 1 cent to $10,000. */
  unitPriceUsdCents: z.number().int().min(1, { error: 'Enter a price above zero' }).max(1_000_000),
  /** ISO 8601 instant; default now. It may not be in the past. */
  effectiveFrom: z.iso.datetime({ offset: true }).optional(),
});
export type CreatePriceListRequest = z.infer<typeof CreatePriceListRequestSchema>;

/** `PATCH /api/ops/airports/:iata/rules` (admin): any of the rules, at least one. */
export const UpdateAirportRulesRequestSchema = AirportPriceRulesSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one rule to change' });
export type UpdateAirportRulesRequest = z.infer<typeof UpdateAirportRulesRequestSchema>;

/** The sentences the price admin answers (issue 41 items 1 and 3); the web shows them as sent. */
export const PriceMessages = {
  priceListCreated: 'New price saved. Bookings made from its start date take it; earlier bookings keep theirs.',
  rulesSaved: 'Rules saved. They apply to bookings made from now on.',
  effectiveInPast: 'A new price cannot start in the past.',
  airportMismatch: (airport: string, served: string) =>
    `This service happens at ${served}, not ${airport}: the flight's end where the officer meets the traveller decides the airport.`,
} as const;
