import { describe, expect, it } from 'vitest';
import {
  type AddOn,
  type AddOnLinesInput,
  addOnLines,
  addOnUnitWords,
  ExtrasRefusal,
  type Package,
  withServiceLength,
} from './add-ons';
import { ExtrasSelectionSchema } from './extras-selection';

const addOn = (over: Partial<AddOn> & Pick<AddOn, 'code' | 'name' | 'unit'>): AddOn => ({
  id: '00000000-0000-4000-8000-000000000001',
  airportIata: 'ABV',
  description: '',
  unitSize: null,
  unitPriceUsdCents: 1000,
  maxQuantity: 4,
  fulfilment: 'guaranteed',
  leadTimeMinutes: 0,
  serviceTypes: ['arrival', 'departure'],
  active: true,
  position: 0,
  ...over,
});

const porter = addOn({ code: 'porter', name: 'Porter', unit: 'per_bag_block', unitSize: 3, maxQuantity: 3 });
const buggy = addOn({
  code: 'buggy',
  name: 'Buggy',
  unit: 'per_vehicle',
  unitSize: 4,
  unitPriceUsdCents: 2000,
  fulfilment: 'on_request',
});
const lounge = addOn({
  code: 'lounge',
  name: 'Lounge access',
  unit: 'per_person',
  unitPriceUsdCents: 3500,
  fulfilment: 'on_request',
  leadTimeMinutes: 120,
  serviceTypes: ['departure'],
});
const wheelchair = addOn({
  code: 'wheelchair',
  name: 'Wheelchair assistance',
  unit: 'per_person',
  unitPriceUsdCents: 0,
});
const premium: Package = {
  id: '00000000-0000-4000-8000-000000000002',
  airportIata: 'ABV',
  code: 'premium',
  name: 'Premium',
  description: '',
  items: [
    { addOnCode: 'porter', quantity: 1 },
    { addOnCode: 'buggy', quantity: 1 },
  ],
  active: true,
  position: 1,
};

const now = new Date('2026-12-04T08:00:00Z');
const input = (selection: AddOnLinesInput['selection'], over: Partial<AddOnLinesInput> = {}): AddOnLinesInput => ({
  airportIata: 'ABV',
  serviceType: 'arrival',
  passengerCount: 2,
  meetingTime: new Date('2026-12-04T18:00:00Z'),
  now,
  addOns: [porter, buggy, lounge, wheelchair],
  packages: [premium],
  selection,
  ...over,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof ExtrasRefusal) return err.message;
    throw err;
  }
  return null;
};

describe('addOnUnitWords', () => {
  it('spells each unit out', () => {
    expect(addOnUnitWords(porter)).toBe('per block of 3 bags');
    expect(addOnUnitWords(buggy)).toBe('per vehicle of 4 seats');
    expect(addOnUnitWords(lounge)).toBe('per passenger');
    expect(addOnUnitWords({ unit: 'per_extra_hour', unitSize: null })).toBe('per hour beyond the base service');
    expect(addOnUnitWords({ unit: 'per_booking', unitSize: null })).toBe('per booking');
  });
});

describe('addOnLines', () => {
  it('lists the package’s add-ons, then the hand-picked ones, each priced per unit', () => {
    const lines = addOnLines(input({ packageCode: 'premium', addOns: [{ code: 'porter', quantity: 1 }] }));
    expect(lines.map((l) => [l.label, l.quantity, l.unit, l.amountUsdCents, l.packageName ?? null])).toEqual([
      ['Porter', 1, 'per block of 3 bags', 1000, 'Premium'],
      ['Buggy', 1, 'per vehicle of 4 seats', 2000, 'Premium'],
      ['Porter', 1, 'per block of 3 bags', 1000, null],
    ]);
    expect(lines.every((l) => l.kind === 'add_on')).toBe(true);
    expect(lines[1]?.fulfilment).toBe('on_request');
  });

  it('charges nothing for wheelchair assistance and keeps the line', () => {
    const [line] = addOnLines(input({ addOns: [{ code: 'wheelchair', quantity: 1 }] }));
    expect(line).toMatchObject({ label: 'Wheelchair assistance', quantity: 1, amountUsdCents: 0 });
  });

  it('refuses what the airport cannot sell, with the sentence the traveller reads', () => {
    expect(refusal(() => addOnLines(input({ packageCode: 'gold' })))).toBe('There is no package "gold" at ABV.');
    expect(refusal(() => addOnLines(input({ addOns: [{ code: 'spa', quantity: 1 }] })))).toBe(
      'There is no add-on "spa" at ABV.',
    );
    expect(refusal(() => addOnLines(input({ addOns: [{ code: 'lounge', quantity: 1 }] })))).toBe(
      'Lounge access is not offered with the arrival service.',
    );
    // The package's block counts towards the maximum of 3.
    expect(
      refusal(() => addOnLines(input({ packageCode: 'premium', addOns: [{ code: 'porter', quantity: 3 }] }))),
    ).toBe('Porter: at most 3 per booking.');
    expect(refusal(() => addOnLines(input({ addOns: [{ code: 'wheelchair', quantity: 3 }] })))).toBe(
      'Wheelchair assistance: no more people than the passengers booked.',
    );
  });

  it('refuses an add-on inside its lead time, and sells it just outside', () => {
    const departure = { serviceType: 'departure' as const };
    const at = (minutesAhead: number) => new Date(now.getTime() + minutesAhead * 60_000);
    const choice = { addOns: [{ code: 'lounge', quantity: 2 }] };
    expect(refusal(() => addOnLines(input(choice, { ...departure, meetingTime: at(119) })))).toBe(
      'Lounge access must be booked at least 2 hours before the meeting time.',
    );
    expect(addOnLines(input(choice, { ...departure, meetingTime: at(120) }))[0]?.amountUsdCents).toBe(7000);
  });

  it('refuses an inactive add-on as unknown', () => {
    const retired = { ...porter, active: false };
    expect(refusal(() => addOnLines(input({ addOns: [{ code: 'porter', quantity: 1 }] }, { addOns: [retired] })))).toBe(
      'There is no add-on "porter" at ABV.',
    );
  });
});

describe('withServiceLength', () => {
  const plan = { meetingTime: new Date('2026-12-04T18:00:00Z'), windowEnd: new Date('2026-12-04T19:30:00Z') };
  const arrival = { serviceType: 'arrival' as const, arrivalServiceMinutes: 90 };

  it('ends the officer’s window later by the extra hours bought, and leaves other plans alone', () => {
    const extraHour = addOn({ code: 'extra-hour', name: 'Extra waiting time', unit: 'per_extra_hour' });
    const lines = addOnLines(input({ addOns: [{ code: 'extra-hour', quantity: 2 }] }, { addOns: [extraHour, porter] }));
    expect(lines[0]).toMatchObject({ unit: 'per hour beyond the base service', extraMinutes: 120 });
    expect(withServiceLength(plan, { ...arrival, lines }).windowEnd.toISOString()).toBe('2026-12-04T21:30:00.000Z');
    const porterOnly = addOnLines(input({ addOns: [{ code: 'porter', quantity: 1 }] }));
    expect(withServiceLength(plan, { ...arrival, lines: porterOnly })).toBe(plan);
    expect(withServiceLength(plan, { ...arrival, lines: null })).toBe(plan);
  });

  it('takes the airport’s own length of an arrival, and keeps a departure’s end before the flight', () => {
    const longer = withServiceLength(plan, { ...arrival, arrivalServiceMinutes: 120 });
    expect(longer.windowEnd.toISOString()).toBe('2026-12-04T20:00:00.000Z');
    const departure = { serviceType: 'departure' as const, arrivalServiceMinutes: 120 };
    expect(withServiceLength(plan, departure)).toBe(plan);
  });
});

describe('ExtrasSelectionSchema', () => {
  it('takes each add-on once', () => {
    const twice = {
      addOns: [
        { code: 'porter', quantity: 1 },
        { code: 'porter', quantity: 2 },
      ],
    };
    expect(ExtrasSelectionSchema.safeParse(twice).success).toBe(false);
    expect(ExtrasSelectionSchema.safeParse({ addOns: [{ code: 'porter', quantity: 0 }] }).success).toBe(false);
  });
});
