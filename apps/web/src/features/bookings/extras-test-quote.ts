/**
 * A fake POST /api/quotes for the extras tests (issue 41 item 4), shaped like the demo catalogue
 * of test mode: the arrival at $45 per passenger; Standard, Premium (a porter block and a buggy) and VIP
 * (Premium and the lounge, which it is too late to book); porter $10 per block of 3 bags (at most
 * 3), buggy $20 per vehicle on request, lounge $35 per person on request (too late), wheelchair
 * assistance at no charge on request. Lines follow the server's order: the service, the package's
 * add-ons, then the hand-picked ones.
 */
import {
  type AddOnOffer,
  linesTotalUsdCents,
  type PriceLine,
  type Quote,
  type QuoteRequest,
} from '@fasttrack/contracts';

export const LOUNGE_TOO_LATE = 'Lounge access must be booked at least 2 hours before the meeting time.';

type Catalogue = Omit<AddOnOffer, 'maxQuantity' | 'unavailableReason'> & { max: number; tooLate?: boolean };

const CATALOGUE: Catalogue[] = [
  {
    code: 'porter',
    name: 'Porter',
    description: 'Carries your bags to the car',
    unit: 'per_bag_block',
    unitWords: 'per block of 3 bags',
    unitPriceUsdCents: 1000,
    max: 3,
    fulfilment: 'guaranteed',
  },
  {
    code: 'buggy',
    name: 'Buggy',
    description: 'A ride through the terminal',
    unit: 'per_vehicle',
    unitWords: 'per vehicle of 4 seats',
    unitPriceUsdCents: 2000,
    max: 2,
    fulfilment: 'on_request',
  },
  {
    code: 'lounge',
    name: 'Lounge access',
    description: 'Wait in the lounge',
    unit: 'per_person',
    unitWords: 'per passenger',
    unitPriceUsdCents: 3500,
    max: 10,
    fulfilment: 'on_request',
    tooLate: true,
  },
  {
    code: 'wheelchair',
    name: 'Wheelchair assistance',
    description: 'The airline provides the chair',
    unit: 'per_person',
    unitWords: 'per passenger',
    unitPriceUsdCents: 0,
    max: 10,
    fulfilment: 'on_request',
  },
];

const PACKAGES = [
  { code: 'standard', name: 'Standard', items: [] as string[] },
  { code: 'premium', name: 'Premium', items: ['porter', 'buggy'] },
  { code: 'vip', name: 'VIP', items: ['porter', 'buggy', 'lounge'] },
];

const service = (passengers: number): PriceLine => ({
  kind: 'service',
  label: 'Arrival Service',
  unit: 'per passenger',
  quantity: passengers,
  unitPriceUsdCents: 4500,
  amountUsdCents: 4500 * passengers,
});

function line(code: string, quantity: number, packageName?: string): PriceLine {
  const a = CATALOGUE.find((c) => c.code === code) as Catalogue;
  return {
    kind: 'add_on',
    label: a.name,
    unit: a.unitWords,
    quantity,
    unitPriceUsdCents: a.unitPriceUsdCents,
    amountUsdCents: a.unitPriceUsdCents * quantity,
    addOnCode: code,
    fulfilment: a.fulfilment,
    ...(packageName ? { packageName } : {}),
  };
}

function linesFor({ packageCode, addOns = [], passengerCount }: QuoteRequest): PriceLine[] {
  const pack = PACKAGES.find((p) => p.code === packageCode);
  return [
    service(passengerCount),
    ...(pack?.items.map((code) => line(code, 1, pack.name)) ?? []),
    ...addOns.map((a) => line(a.code, a.quantity)),
  ];
}

/** The quote the fake server answers for `request` (an arrival at LOS). */
export function fakeQuote(request: QuoteRequest): Quote {
  const lines = linesFor(request);
  const total = linesTotalUsdCents(lines);
  const pack = PACKAGES.find((p) => p.code === request.packageCode);
  return {
    credits: null,
    airportIata: 'LOS',
    serviceType: 'arrival',
    passengerCount: request.passengerCount,
    lines,
    totalUsdCents: total,
    totalNgnKobo: total * 1500,
    exchangeRate: 1500,
    freeCancellationHours: 24,
    priceListVersion: 1,
    packages: PACKAGES.map((p) => {
      const late = p.items.includes('lounge');
      return {
        code: p.code,
        name: p.name,
        description: '',
        includes: p.items.map((code) => `${CATALOGUE.find((c) => c.code === code)?.name} (1 × per unit)`),
        totalUsdCents: late ? null : linesTotalUsdCents(linesFor({ ...request, packageCode: p.code })),
        unavailableReason: late ? LOUNGE_TOO_LATE : null,
      };
    }),
    addOns: CATALOGUE.map(({ max, tooLate, ...offer }) => ({
      ...offer,
      maxQuantity: max - (pack?.items.includes(offer.code) ? 1 : 0),
      unavailableReason: tooLate ? LOUNGE_TOO_LATE : null,
    })),
  };
}
