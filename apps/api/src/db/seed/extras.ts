/**
 * A demo catalogue of add-ons and packages (issue 41 item 4), modelled on what meet-and-assist
 * sellers price (a porter per block of bags, a buggy per vehicle, lounge access per person, extra
 * waiting time per hour, wheelchair assistance at no charge; Standard, Premium and VIP cards).
 * Test mode only: what a live airport sells, and at what price, is the business's decision, made
 * on the admin screen. An airport that already has an add-on or a package is left as it is.
 */
import type { AddOnFulfilment, AddOnUnit, ServiceType } from '@fasttrack/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { addOns, packageItems, packages, serviceAirports } from '../schema/index';

interface AddOnSeed {
  code: string;
  name: string;
  description: string;
  unit: AddOnUnit;
  unitSize: number | null;
  /** USD cents per unit. */
  unitPriceUsdCents: number;
  maxQuantity: number;
  fulfilment: AddOnFulfilment;
  leadTimeMinutes: number;
  /** Default both: extra waiting time is an arrival's (a late bag, a long queue after landing). */
  serviceTypes?: ServiceType[];
}

const BOTH: ServiceType[] = ['arrival', 'departure'];

export const DEMO_ADD_ONS: readonly AddOnSeed[] = [
  {
    code: 'porter',
    name: 'Porter',
    description: 'A porter carries your bags from the belt to your car, or from the kerb to check-in.',
    unit: 'per_bag_block',
    unitSize: 3,
    unitPriceUsdCents: 1000,
    maxQuantity: 6,
    fulfilment: 'guaranteed',
    leadTimeMinutes: 0,
  },
  {
    code: 'buggy',
    name: 'Buggy',
    description: 'An electric buggy between the gate and the terminal door.',
    unit: 'per_vehicle',
    unitSize: 4,
    unitPriceUsdCents: 2000,
    maxQuantity: 3,
    fulfilment: 'on_request',
    leadTimeMinutes: 0,
  },
  {
    code: 'lounge',
    name: 'Lounge access',
    description: 'A seat, drinks and Wi-Fi in the airport lounge while you wait.',
    unit: 'per_person',
    unitSize: null,
    unitPriceUsdCents: 3500,
    maxQuantity: 10,
    fulfilment: 'on_request',
    leadTimeMinutes: 120,
  },
  {
    code: 'extra-hour',
    name: 'Extra waiting time',
    description: 'Your officer stays with you longer, for a late bag or a long queue.',
    unit: 'per_extra_hour',
    unitSize: null,
    unitPriceUsdCents: 1500,
    maxQuantity: 4,
    fulfilment: 'guaranteed',
    leadTimeMinutes: 0,
    serviceTypes: ['arrival'],
  },
  {
    code: 'wheelchair',
    name: 'Wheelchair assistance',
    description: 'The airline provides the chair; our team confirms it with them and your officer meets you at it.',
    unit: 'per_person',
    unitSize: null,
    unitPriceUsdCents: 0,
    maxQuantity: 10,
    fulfilment: 'on_request',
    leadTimeMinutes: 0,
  },
];

export const DEMO_PACKAGES = [
  {
    code: 'standard',
    name: 'Standard',
    description: 'Your officer meets you and escorts you through the queues.',
    items: [],
  },
  {
    code: 'premium',
    name: 'Premium',
    description: 'Standard, with a porter for your bags and a buggy.',
    items: [
      { code: 'porter', quantity: 1 },
      { code: 'buggy', quantity: 1 },
    ],
  },
  {
    code: 'vip',
    name: 'VIP',
    description: 'Premium, with lounge access for everyone in your party.',
    items: [
      { code: 'porter', quantity: 1 },
      { code: 'buggy', quantity: 1 },
      { code: 'lounge', quantity: 1 },
    ],
  },
] as const;

/**
 * Seeds the demo catalogue at every served airport that has none, in test mode only; each
 * airport in its own transaction. Call after the served airports.
 */
export async function seedDemoExtras(db: Db, options: { testMode: boolean }): Promise<void> {
  if (!options.testMode) return;
  const airports = await db.select({ iata: serviceAirports.iata }).from(serviceAirports);
  for (const { iata } of airports) await seedAirportExtras(db, iata);
}

/**
 * The demo catalogue at one airport, unless it already has one of the demo codes (another process
 * seeded it first, or an admin set its catalogue): then nothing is written.
 * @returns true when the catalogue was written.
 */
export function seedAirportExtras(db: Db, iata: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(addOns)
      .values(
        DEMO_ADD_ONS.map((a, position) => ({
          ...a,
          airportIata: iata,
          serviceTypes: a.serviceTypes ?? BOTH,
          position,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: addOns.id, code: addOns.code });
    if (rows.length < DEMO_ADD_ONS.length) {
      if (rows.length > 0)
        await tx.delete(addOns).where(
          inArray(
            addOns.id,
            rows.map((r) => r.id),
          ),
        );
      return false;
    }
    const ids = new Map(rows.map((r) => [r.code, r.id]));
    const made = await tx
      .insert(packages)
      .values(
        DEMO_PACKAGES.map((p, position) => ({
          code: p.code,
          name: p.name,
          description: p.description,
          airportIata: iata,
          position,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: packages.id, code: packages.code });
    const items = made.flatMap(({ id, code }) =>
      (DEMO_PACKAGES.find((p) => p.code === code)?.items ?? []).map((item, position) => ({
        packageId: id,
        addOnId: ids.get(item.code) as string,
        quantity: item.quantity,
        position,
      })),
    );
    if (items.length > 0) await tx.insert(packageItems).values(items);
    return true;
  });
}
