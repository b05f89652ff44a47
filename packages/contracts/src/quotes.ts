/**
 * Price lines and quotes (issue 41 items 1, 3 and 5; ADR 373): what a booking costs, line by
 * line, decided by the server from the airport's price list in force and its surcharge rules
 * (./price-lists.ts).
 * The quote, the booking form, the payment step, the booking page, the e-mail and the receipt all
 * show these lines; a booking keeps the lines it was sold with, so a later price change never
 * changes it. Amounts are USD cents (integers); the naira total is converted once, on the total.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { SERVICE_TYPE_LABELS } from './constants';
import type { ServiceType } from './flights';
import type { AirportPriceRules } from './price-lists';
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

/** Minutes within which the team answers an on-request line, from the order (issue 41 item 4). */
export const ON_REQUEST_CONFIRM_MINUTES = 120;

/**
 * The sentence an on-request line carries wherever it is offered or shown (issue 41 item 4). Here
 * with the lines, so that a page that shows a booking's lines does not load the add-on catalogue
 * (ADR 391).
 */
export const ON_REQUEST_NOTE = `Confirmed by our team within ${noticeWords(ON_REQUEST_CONFIRM_MINUTES)}`;

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
