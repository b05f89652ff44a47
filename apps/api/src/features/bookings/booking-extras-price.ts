/**
 * The add-on lines of a quote or a booking (issue 41 item 4; ADR 374): the traveller's choice of a
 * package and add-ons, by code, priced from the booking's airport catalogue by contracts
 * `addOnLines`. A request that names no extras reads nothing.
 */
import {
  type AddOnOffer,
  addOnLines,
  addOnUnitWords,
  ExtrasRefusal,
  type ExtrasSelection,
  type PackageOffer,
  type PriceLine,
  packageItemWords,
  type ServiceType,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type ExtrasCatalogue, findExtrasCatalogue } from '../pricing/index';

/** What the add-on lines of one booking depend on, besides the catalogue. */
export interface ExtrasRequest {
  airportIata: string;
  serviceType: ServiceType;
  passengerCount: number;
  meetingTime: Date;
  now: Date;
  selection: ExtrasSelection;
}

/** True when the request names a package or at least one add-on. */
export function hasExtras(selection: ExtrasSelection): boolean {
  return Boolean(selection.packageCode) || (selection.addOns?.length ?? 0) > 0;
}

/**
 * The add-on lines of `request` from `catalogue`.
 * @throws AppError 422 with the sentence of contracts ExtrasMessages for a choice the airport cannot sell.
 */
export function extrasLinesOrRefuse(catalogue: ExtrasCatalogue, request: ExtrasRequest): PriceLine[] {
  try {
    return addOnLines({ ...request, addOns: catalogue.addOns, packages: catalogue.packages });
  } catch (err) {
    if (err instanceof ExtrasRefusal) throw AppError.unprocessable(err.message);
    throw err;
  }
}

/**
 * The add-on lines a booking request chose; a request that names no extras reads nothing, one
 * that does costs one more read, of the airport's catalogue.
 * @throws AppError 422 as {@link extrasLinesOrRefuse}.
 */
export async function chosenAddOnLines(
  db: Executor,
  input: Pick<ExtrasRequest, 'serviceType' | 'passengerCount'> & ExtrasSelection,
  at: Pick<ExtrasRequest, 'airportIata' | 'meetingTime' | 'now'>,
): Promise<PriceLine[]> {
  const selection = { packageCode: input.packageCode, addOns: input.addOns };
  if (!hasExtras(selection)) return [];
  const request = { ...at, serviceType: input.serviceType, passengerCount: input.passengerCount, selection };
  return extrasLinesOrRefuse(await findExtrasCatalogue(db, at.airportIata), request);
}

/**
 * The add-ons the booking form offers for this request: the active ones of the service type, each
 * with how many more units may be added by hand beside the chosen package, and why it cannot be
 * added now when its lead time has passed.
 */
export function addOnOffers(catalogue: ExtrasCatalogue, request: ExtrasRequest): AddOnOffer[] {
  const pack = catalogue.packages.find((p) => p.active && p.code === request.selection.packageCode);
  const minutesLeft = (request.meetingTime.getTime() - request.now.getTime()) / 60_000;
  return catalogue.addOns
    .filter((a) => a.active && a.serviceTypes.includes(request.serviceType))
    .map((a) => {
      const inPackage = pack?.items.find((item) => item.addOnCode === a.code);
      const included = !inPackage ? 0 : a.unit === 'per_person' ? request.passengerCount : inPackage.quantity;
      const cap = a.unit === 'per_person' ? Math.min(a.maxQuantity, request.passengerCount) : a.maxQuantity;
      const tooLate = minutesLeft < a.leadTimeMinutes;
      return {
        code: a.code,
        name: a.name,
        description: a.description,
        unit: a.unit,
        unitWords: addOnUnitWords(a),
        unitPriceUsdCents: a.unitPriceUsdCents,
        maxQuantity: Math.max(0, cap - included),
        fulfilment: a.fulfilment,
        unavailableReason: tooLate ? refusalOf(() => extrasLinesOrRefuse(catalogue, only(request, a.code))) : null,
      };
    });
}

/**
 * The package cards: each active package with what it includes and the booking's total with it
 * (and the same hand-picked add-ons), from `total` (the caller prices the lines as the booking
 * would); null with the reason when that choice would be refused.
 */
export function packageOffers(
  catalogue: ExtrasCatalogue,
  request: ExtrasRequest,
  total: (lines: PriceLine[]) => number,
): PackageOffer[] {
  const byCode = new Map(catalogue.addOns.map((a) => [a.code, a]));
  return catalogue.packages
    .filter((p) => p.active)
    .map((p) => {
      const includes = p.items.flatMap((item) => {
        const addOn = byCode.get(item.addOnCode);
        if (!addOn) return [];
        return [packageItemWords(addOn, item.quantity)];
      });
      const choice = { ...request, selection: { ...request.selection, packageCode: p.code } };
      try {
        const lines = extrasLinesOrRefuse(catalogue, choice);
        return {
          code: p.code,
          name: p.name,
          description: p.description,
          includes,
          totalUsdCents: total(lines),
          unavailableReason: null,
        };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return {
          code: p.code,
          name: p.name,
          description: p.description,
          includes,
          totalUsdCents: null,
          unavailableReason: err.message,
        };
      }
    });
}

const only = (request: ExtrasRequest, code: string): ExtrasRequest => ({
  ...request,
  selection: { addOns: [{ code, quantity: 1 }] },
});

function refusalOf(attempt: () => unknown): string | null {
  try {
    attempt();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}
