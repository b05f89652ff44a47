/**
 * An airport's prices as the airports console reads and adds them (issue 41 items 1 and 3; ADR
 * 373). A new price is a new version of (airport, service type), in force from its start: bookings
 * made from then on take it, and a booking already made keeps its lines. A version is never edited.
 * The insert and its staff audit entry (`price_list.created`) are one transaction; the audit
 * writer is handed in by the app (features/index.ts), as the airports feature's is.
 *
 * Errors (AppError): 404 when the airport is not served; 400 when the start is in the past
 * (beyond {@link START_SKEW_MS}, for clocks a little apart), with `PriceMessages.effectiveInPast`.
 */
import {
  type AirportPricing,
  type CreatePriceListRequest,
  type PriceList,
  PriceMessages,
  type ServiceType,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type AuditWriter, findAirportRules } from '../airports/index';
import { insertNextPriceList, listPriceLists } from './price-lists.repository';
import { listPricing } from './pricing.repository';

/** How far before the server's clock a start may be and still count as "now": one minute. */
export const START_SKEW_MS = 60_000;

/** Who adds a price, and where the addition is recorded. */
export interface PriceAdmin {
  db: Db;
  /** The signed-in admin, with the role the server resolved. */
  actor: { userId: string; role: string };
  recordAudit: AuditWriter;
  /** The clock the start is checked against; default the time of the call. */
  now?: Date;
}

/**
 * `GET /api/ops/airports/:iata/pricing`: the airport's rules, every version of its prices (newest
 * first) and the default price per service type (USD cents; spec §3).
 * @throws AppError 404 when `iata` is not served.
 */
export async function getAirportPricing(db: Executor, iata: string): Promise<AirportPricing> {
  const [rules, lists, defaults] = await Promise.all([
    findAirportRules(db, iata),
    listPriceLists(db, iata),
    listPricing(db),
  ]);
  if (!rules) throw AppError.notFound();
  const defaultOf = (serviceType: ServiceType) =>
    defaults.find((row) => row.serviceType === serviceType)?.priceUsdCents ?? 0;
  return {
    rules,
    priceLists: lists,
    defaultPrices: { arrival: defaultOf('arrival'), departure: defaultOf('departure') },
  };
}

/**
 * `POST /api/ops/airports/:iata/price-lists`: adds the next version of the airport's price for
 * `body.serviceType`, in force from `body.effectiveFrom` (default `admin.now`).
 * @throws AppError 404 not served; 400 a start in the past.
 */
export function createPriceList(admin: PriceAdmin, iata: string, body: CreatePriceListRequest): Promise<PriceList> {
  const now = admin.now ?? new Date();
  const effectiveFrom = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
  if (effectiveFrom.getTime() < now.getTime() - START_SKEW_MS) {
    throw AppError.badRequest(PriceMessages.effectiveInPast, { effectiveFrom: PriceMessages.effectiveInPast });
  }
  return admin.db.transaction(async (tx) => {
    if (!(await findAirportRules(tx, iata))) throw AppError.notFound();
    const priceList = await insertNextPriceList(tx, {
      airportIata: iata,
      serviceType: body.serviceType,
      effectiveFrom,
      unitPriceUsdCents: body.unitPriceUsdCents,
      createdBy: admin.actor.userId,
    });
    await admin.recordAudit(tx, admin.actor, {
      action: 'price_list.created',
      subjectType: 'price_list',
      subjectId: priceList.id,
      details: {
        airportIata: iata,
        serviceType: priceList.serviceType,
        version: priceList.version,
        unitPriceUsdCents: priceList.unitPriceUsdCents,
        effectiveFrom: priceList.effectiveFrom,
      },
    });
    return priceList;
  });
}
