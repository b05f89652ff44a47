/**
 * Organisations with money on their ledger, built straight in the database (issue 39 items 3, 4,
 * 6): an approved organisation on invoice terms, its members, and services on account with
 * their bookings, cancellation and refund credits, for the close, invoice, statement and
 * commission tests.
 */
import { randomBytes } from 'node:crypto';
import type { OrganisationKind, OrganisationRole } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { organisationLedger, organisationMembers, organisations } from '../../db/schema/index';
import { authHeader, createBooking, createFlight, createUser } from '../factories';

export type OrganisationRow = typeof organisations.$inferSelect;

/** An approved organisation on invoice terms (30 days), a company unless `kind` says otherwise. */
export async function createOrganisation(
  app: FastifyInstance,
  overrides: Partial<typeof organisations.$inferInsert> & { kind?: OrganisationKind } = {},
): Promise<OrganisationRow> {
  const id = randomBytes(4).toString('hex');
  const [row] = await app.db
    .insert(organisations)
    .values({
      kind: 'company',
      legalName: `Ọ̀kọ́rọ̀ Holdings ${id} Ltd`,
      tin: '12345678-0001',
      vatRegistered: true,
      billingEmail: `billing.${id}@example.com`,
      billingAddress: '12 Adeola Odeku Street, Victoria Island, Lagos',
      status: 'approved',
      paymentTerms: 'invoice',
      creditLimitNgnKobo: 100_000_000_00,
      paymentDays: 30,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** A new user who is a member of `organisationId` in `role`, with their bearer header. */
export async function memberOf(app: FastifyInstance, organisationId: string, role: OrganisationRole) {
  const user = await createUser(app.db, { firstName: role === 'finance' ? 'Funmi' : 'Bola' });
  await app.db.insert(organisationMembers).values({ organisationId, userId: user.id, role });
  return { user, headers: await authHeader(app, user) };
}

export interface ServiceOnAccount {
  bookingId: string;
  reference: string;
  ledgerEntryId: string;
}

/**
 * A confirmed booking of the organisation for `passengerName` and its `service` ledger entry of
 * `amountNgnKobo` at `occurredAt`; the meeting time is `meetingTime` (default: a day later).
 */
export async function serviceOnAccount(
  app: FastifyInstance,
  o: {
    organisationId: string;
    bookerId: string;
    amountNgnKobo: number;
    occurredAt: Date;
    meetingTime?: Date;
    passengerName?: string;
    costCentre?: string | null;
    poReference?: string | null;
  },
): Promise<ServiceOnAccount> {
  const meetingTime = o.meetingTime ?? new Date(o.occurredAt.getTime() + 86_400_000);
  const flight = await createFlight(app.db, {
    departureTime: new Date(meetingTime.getTime() - 6.5 * 3_600_000),
    arrivalTime: meetingTime,
  });
  const booking = await createBooking(app.db, {
    userId: o.bookerId,
    flightId: flight.id,
    organisationId: o.organisationId,
    leadPassengerName: o.passengerName ?? 'Chiamaka Okafor',
    costCentre: o.costCentre ?? null,
    poReference: o.poReference ?? null,
    status: 'confirmed',
    paymentStatus: 'paid',
    meetingTime,
    totalNgnKobo: o.amountNgnKobo,
  });
  const ledgerEntryId = await ledgerEntry(app, {
    organisationId: o.organisationId,
    kind: 'service',
    amountNgnKobo: o.amountNgnKobo,
    bookingId: booking.id,
    occurredAt: o.occurredAt,
  });
  return { bookingId: booking.id, reference: booking.reference, ledgerEntryId };
}

/** One ledger row as the writers make it. @returns its id. */
export async function ledgerEntry(
  app: FastifyInstance,
  entry: typeof organisationLedger.$inferInsert,
): Promise<string> {
  const [row] = await app.db.insert(organisationLedger).values(entry).returning({ id: organisationLedger.id });
  if (!row) throw new Error('ledger insert returned nothing');
  return row.id;
}
