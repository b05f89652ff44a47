/**
 * Add-ons and packages (issue 41 item 4): what an airport sells beside the service (a porter per
 * block of bags, a buggy per vehicle, lounge access per person, extra waiting time per hour beyond
 * the base service, wheelchair assistance at no charge) and the packages that bundle the service
 * with some of them (Standard, Premium, VIP). Prices are USD cents, like the service's; the
 * server turns a traveller's choice into price lines with {@link addOnLines}, and the booking keeps
 * them (quotes.ts). Nothing here trusts a price a client sends: a choice names codes and counts
 * (./extras-selection.ts).
 */
import { z } from 'zod';
import { CatalogueCodeSchema, type ExtrasSelection } from './extras-selection';
import { type ServiceType, ServiceTypeSchema } from './flights';
import { AddOnFulfilmentSchema, PRICE_LINE_UNITS, type PriceLine } from './quotes';
import { noticeWords, SERVICE_PLAN_MINUTES } from './service-plan';

/** What one unit of an add-on is. */
export const ADD_ON_UNITS = ['per_person', 'per_booking', 'per_bag_block', 'per_vehicle', 'per_extra_hour'] as const;
export const AddOnUnitSchema = z.enum(ADD_ON_UNITS);
export type AddOnUnit = z.infer<typeof AddOnUnitSchema>;

/** An add-on of an airport's catalogue, as the admin sets it. */
export const AddOnSchema = z.object({
  id: z.uuid(),
  airportIata: z.string().length(3),
  code: CatalogueCodeSchema,
  name: z.string(),
  description: z.string(),
  unit: AddOnUnitSchema,
  /** Bags per block (`per_bag_block`) or seats per vehicle (`per_vehicle`); null for other units. */
  unitSize: z.number().int().min(1).nullable(),
  /** USD cents per unit; 0 for what costs nothing (wheelchair assistance). */
  unitPriceUsdCents: z.number().int().min(0).max(1_000_000),
  /** The most units one booking may take (packages' units included). */
  maxQuantity: z.number().int().min(1).max(99),
  fulfilment: AddOnFulfilmentSchema,
  /** It must be booked at least this many minutes before the meeting time. */
  leadTimeMinutes: z.number().int().min(0).max(10_080),
  /** The services it can be added to. */
  serviceTypes: z.array(ServiceTypeSchema).min(1),
  /** False: no longer sold (bookings that have it keep it). */
  active: z.boolean(),
  /** Order on the booking form, smallest first. */
  position: z.number().int(),
});
export type AddOn = z.infer<typeof AddOnSchema>;

/** One add-on a package includes; `quantity` is ignored for `per_person` (the whole party). */
export const PackageItemSchema = z.object({
  addOnCode: CatalogueCodeSchema,
  quantity: z.number().int().min(1).max(99),
});
export type PackageItem = z.infer<typeof PackageItemSchema>;

/** A package: the service with some add-ons, shown as a card (Standard has none). */
export const PackageSchema = z.object({
  id: z.uuid(),
  airportIata: z.string().length(3),
  code: CatalogueCodeSchema,
  name: z.string(),
  description: z.string(),
  items: z.array(PackageItemSchema),
  active: z.boolean(),
  position: z.number().int(),
});
export type Package = z.infer<typeof PackageSchema>;

/** "per block of 3 bags": the unit spelled out, as every line and offer shows it. */
export function addOnUnitWords(addOn: Pick<AddOn, 'unit' | 'unitSize'>): string {
  switch (addOn.unit) {
    case 'per_person':
      return PRICE_LINE_UNITS.perPassenger;
    case 'per_booking':
      return PRICE_LINE_UNITS.perBooking;
    case 'per_bag_block':
      return `per block of ${addOn.unitSize ?? 1} ${addOn.unitSize === 1 ? 'bag' : 'bags'}`;
    case 'per_vehicle':
      return `per vehicle of ${addOn.unitSize ?? 1} ${addOn.unitSize === 1 ? 'seat' : 'seats'}`;
    case 'per_extra_hour':
      return 'per hour beyond the base service';
  }
}

/** The sentences a refused choice of extras answers (422; the form shows them as sent). */
export const ExtrasMessages = {
  unknownPackage: (code: string, airport: string) => `There is no package "${code}" at ${airport}.`,
  unknownAddOn: (code: string, airport: string) => `There is no add-on "${code}" at ${airport}.`,
  notForService: (name: string, serviceType: ServiceType) => `${name} is not offered with the ${serviceType} service.`,
  tooMany: (name: string, max: number) => `${name}: at most ${max} per booking.`,
  morePeopleThanParty: (name: string) => `${name}: no more people than the passengers booked.`,
  tooLate: (name: string, leadMinutes: number) =>
    `${name} must be booked at least ${noticeWords(leadMinutes)} before the meeting time.`,
} as const;

/** A choice of extras the airport cannot sell; `message` is the sentence of {@link ExtrasMessages}. */
export class ExtrasRefusal extends Error {}

/** What the add-on lines of one booking are computed from; the server reads every field. */
export interface AddOnLinesInput {
  airportIata: string;
  serviceType: ServiceType;
  passengerCount: number;
  meetingTime: Date;
  now: Date;
  /** The airport's add-ons and packages, inactive ones included (they are refused by name). */
  addOns: readonly AddOn[];
  packages: readonly Package[];
  selection: ExtrasSelection;
}

/**
 * The add-on lines of a choice, in the order every screen shows them: the package's add-ons (each
 * with `packageName`), then the add-ons chosen by hand, each at its unit price. A `per_person`
 * add-on of a package counts the whole party.
 * @throws ExtrasRefusal for an unknown or inactive package or add-on, one not offered with the
 *   service type, more than its maximum (package and hand-picked together), more people than the
 *   party, or less notice than its lead time.
 */
export function addOnLines(input: AddOnLinesInput): PriceLine[] {
  const { airportIata, selection } = input;
  const byCode = new Map(input.addOns.filter((a) => a.active).map((a) => [a.code, a]));
  const find = (code: string) => {
    const addOn = byCode.get(code);
    if (!addOn) throw new ExtrasRefusal(ExtrasMessages.unknownAddOn(code, airportIata));
    if (!addOn.serviceTypes.includes(input.serviceType)) {
      throw new ExtrasRefusal(ExtrasMessages.notForService(addOn.name, input.serviceType));
    }
    return addOn;
  };
  const wanted: { addOn: AddOn; quantity: number; packageName?: string }[] = [];
  if (selection.packageCode) {
    const pack = input.packages.find((p) => p.active && p.code === selection.packageCode);
    if (!pack) throw new ExtrasRefusal(ExtrasMessages.unknownPackage(selection.packageCode, airportIata));
    for (const item of pack.items) {
      const addOn = find(item.addOnCode);
      const quantity = addOn.unit === 'per_person' ? input.passengerCount : item.quantity;
      wanted.push({ addOn, quantity, packageName: pack.name });
    }
  }
  for (const chosen of selection.addOns ?? []) wanted.push({ addOn: find(chosen.code), quantity: chosen.quantity });
  const totals = new Map<string, number>();
  for (const { addOn, quantity } of wanted) totals.set(addOn.code, (totals.get(addOn.code) ?? 0) + quantity);
  for (const { addOn } of wanted) {
    const total = totals.get(addOn.code) ?? 0;
    if (total > addOn.maxQuantity) {
      throw new ExtrasRefusal(ExtrasMessages.tooMany(addOn.name, addOn.maxQuantity));
    }
    if (addOn.unit === 'per_person' && total > input.passengerCount) {
      throw new ExtrasRefusal(ExtrasMessages.morePeopleThanParty(addOn.name));
    }
    if (input.meetingTime.getTime() - input.now.getTime() < addOn.leadTimeMinutes * 60_000) {
      throw new ExtrasRefusal(ExtrasMessages.tooLate(addOn.name, addOn.leadTimeMinutes));
    }
  }
  return wanted.map(({ addOn, quantity, packageName }) => ({
    kind: 'add_on' as const,
    label: addOn.name,
    unit: addOnUnitWords(addOn),
    quantity,
    unitPriceUsdCents: addOn.unitPriceUsdCents,
    amountUsdCents: addOn.unitPriceUsdCents * quantity,
    addOnCode: addOn.code,
    fulfilment: addOn.fulfilment,
    ...(packageName ? { packageName } : {}),
    ...(addOn.unit === 'per_extra_hour' ? { extraMinutes: quantity * 60 } : {}),
  }));
}

/**
 * The plan with its airport's base length of an arrival's service (issue 41 item 1) and the extra
 * waiting time its lines bought (item 4: "per hour beyond the base service"): an arrival's window
 * ends `arrivalServiceMinutes` after the meeting (the landing; the plan's default for an airport
 * that sets none), then later by the extra minutes,
 * so capacity holds the officer for it. A departure's window still ends before the flight leaves;
 * extra time, which the demo sells with arrivals only, would lengthen it too.
 */
export function withServiceLength<P extends { meetingTime: Date; windowEnd: Date }>(
  plan: P,
  service: {
    serviceType: ServiceType;
    arrivalServiceMinutes?: number | null | undefined;
    lines?: readonly Pick<PriceLine, 'extraMinutes'>[] | null;
  },
): P {
  const extra = (service.lines ?? []).reduce((sum, line) => sum + (line.extraMinutes ?? 0), 0);
  const base =
    service.serviceType === 'arrival'
      ? plan.meetingTime.getTime() +
        (service.arrivalServiceMinutes ?? SERVICE_PLAN_MINUTES.arrivalWindowAfterMeeting) * 60_000
      : plan.windowEnd.getTime();
  const windowEnd = base + extra * 60_000;
  return windowEnd === plan.windowEnd.getTime() ? plan : { ...plan, windowEnd: new Date(windowEnd) };
}
