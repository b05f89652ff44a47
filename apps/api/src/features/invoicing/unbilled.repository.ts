/**
 * The ledger entries a close bills (issue 39 item 3): services on account (+), and the credits of
 * cancellations and refunds (−), with what their invoice lines show of the booking. An entry is
 * billed once: it is unbilled while no invoice line names it (invoice_lines.ledger_entry_id is
 * unique), so a close run again, or after one that failed half-way, finds only what is left.
 */
import type { LedgerEntryKind, PriceLine, ServiceType } from '@fasttrack/contracts';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, flights, invoiceLines, organisationLedger, organisationPassengers } from '../../db/schema/index';

/** The kinds an invoice carries; payments and commission stay on the statement only. */
export const BILLED_KINDS = ['service', 'cancellation', 'refund'] as const satisfies readonly LedgerEntryKind[];

/** An unbilled entry and the booking facts of its line. */
export interface UnbilledEntry {
  id: string;
  kind: (typeof BILLED_KINDS)[number];
  amountNgnKobo: number;
  occurredAt: Date;
  bookingReference: string | null;
  passengerName: string | null;
  flightNumber: string | null;
  meetingTime: Date | null;
  serviceType: ServiceType | null;
  /** The add-on line a `refund` credit returns (issue 41 item 4), as the booking keeps it; else null. */
  line: PriceLine | null;
  costCentre: string | null;
  poReference: string | null;
}

const unbilled = (until: Date) =>
  and(
    inArray(organisationLedger.kind, [...BILLED_KINDS]),
    lt(organisationLedger.occurredAt, until),
    isNull(invoiceLines.id),
  );

/** Organisations with unbilled entries that happened before `until`. */
export async function organisationsToBill(db: Executor, until: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ organisationId: organisationLedger.organisationId })
    .from(organisationLedger)
    .leftJoin(invoiceLines, eq(invoiceLines.ledgerEntryId, organisationLedger.id))
    .where(unbilled(until))
    .orderBy(asc(organisationLedger.organisationId));
  return rows.map((r) => r.organisationId);
}

/**
 * The organisation's unbilled entries before `until`, oldest first. Earlier months' entries left
 * unbilled (a month whose credits outweighed its services) come with them.
 */
export async function unbilledEntries(db: Executor, organisationId: string, until: Date): Promise<UnbilledEntry[]> {
  const rows = await db
    .select({
      id: organisationLedger.id,
      kind: organisationLedger.kind,
      amountNgnKobo: organisationLedger.amountNgnKobo,
      occurredAt: organisationLedger.occurredAt,
      bookingReference: bookings.reference,
      leadPassengerName: bookings.leadPassengerName,
      listedName: organisationPassengers.fullName,
      flightNumber: flights.flightNumber,
      meetingTime: bookings.meetingTime,
      serviceType: bookings.serviceType,
      line: sql<PriceLine | null>`${bookings.priceLines} -> ${organisationLedger.lineIndex}`,
      costCentre: bookings.costCentre,
      poReference: bookings.poReference,
    })
    .from(organisationLedger)
    .leftJoin(invoiceLines, eq(invoiceLines.ledgerEntryId, organisationLedger.id))
    .leftJoin(bookings, eq(bookings.id, organisationLedger.bookingId))
    .leftJoin(flights, eq(flights.id, bookings.flightId))
    .leftJoin(organisationPassengers, eq(organisationPassengers.id, bookings.organisationPassengerId))
    .where(and(eq(organisationLedger.organisationId, organisationId), unbilled(until)))
    .orderBy(asc(organisationLedger.occurredAt), asc(organisationLedger.id));
  return rows.map(({ leadPassengerName, listedName, ...r }) => ({
    ...r,
    kind: r.kind as UnbilledEntry['kind'],
    passengerName: leadPassengerName ?? listedName ?? null,
  }));
}
