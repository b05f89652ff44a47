/**
 * The flight-data stand-in's status switch (issue 18 §2): tests make a dated flight late,
 * early, cancelled or diverted, and the stand-in reports it to the polling round.
 *
 * `POST /sandbox/flights/_status { flightNumber, date, status, estimatedTime? }` sets it,
 * `DELETE /sandbox/flights/_status` clears every switch (or one, with `{ flightNumber, date }`).
 * Same access rule as the payment fault switches: test mode, and loopback or the Paystack
 * stand-in's secret key. Stored in the database (ADR 105), so every API process reports the same.
 */
import { isIsoDate, normalizeFlightNumber } from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { sandboxFlightStatus } from '../../db/schema/index';
import type { FlightStatusQuery, FlightStatusReport } from '../../integrations/flight-data/types';
import { AppError } from '../../lib/errors';
import { assertMayFlipFaults } from '../paystack/faults';

const HOME = 'LOS';

const FlightKeySchema = z.strictObject({
  flightNumber: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const n = normalizeFlightNumber(v);
      if (!n) ctx.addIssue({ code: 'custom', message: 'flightNumber is not a flight number' });
      return n ?? v;
    }),
  /** Departure date at the departure airport, as bookings and search use it. */
  date: z.string().refine(isIsoDate, { error: 'date must be YYYY-MM-DD' }),
});

export const FlightStatusSwitchSchema = FlightKeySchema.extend({
  status: z.enum(['scheduled', 'delayed', 'cancelled', 'diverted']),
  /** The flight's new time at LOS (landing for an arriving flight, take-off for a leaving one). */
  estimatedTime: z.iso.datetime({ offset: true }).optional(),
});

function invalid(error: z.ZodError): AppError {
  const details = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
  return AppError.badRequest('The flight status switch needs flightNumber, date and a known status', details);
}

/**
 * What the stand-in reports for a flight: the switch when one is set, else the timetable
 * (scheduled, no estimate). An estimated time at LOS moves both ends by the same amount.
 */
export async function switchedFlightStatus(db: Executor, q: FlightStatusQuery): Promise<FlightStatusReport> {
  const [row] = await db
    .select({ status: sandboxFlightStatus.status, estimatedTime: sandboxFlightStatus.estimatedTime })
    .from(sandboxFlightStatus)
    .where(
      and(eq(sandboxFlightStatus.flightNumber, q.flightNumber), eq(sandboxFlightStatus.serviceDate, q.serviceDate)),
    );
  if (!row) return { status: 'scheduled', estimatedDeparture: null, estimatedArrival: null };
  if (!row.estimatedTime) return { status: row.status, estimatedDeparture: null, estimatedArrival: null };
  const atLos = q.arrivalIata === HOME ? q.arrivalTime : q.departureTime;
  const shiftMs = row.estimatedTime.getTime() - atLos.getTime();
  return {
    status: row.status,
    estimatedDeparture: new Date(q.departureTime.getTime() + shiftMs),
    estimatedArrival: new Date(q.arrivalTime.getTime() + shiftMs),
  };
}

export const flightStatusSwitch: FastifyPluginAsync = async (app) => {
  const key = () => app.config.paystack.secretKey;

  app.post('/_status', { schema: { hide: true } }, async (request) => {
    assertMayFlipFaults(request, key());
    const body = FlightStatusSwitchSchema.safeParse(request.body ?? {});
    if (!body.success) throw invalid(body.error);
    const { flightNumber, date, status, estimatedTime } = body.data;
    const values = { status, estimatedTime: estimatedTime ? new Date(estimatedTime) : null };
    await app.db
      .insert(sandboxFlightStatus)
      .values({ flightNumber, serviceDate: date, ...values })
      .onConflictDoUpdate({ target: [sandboxFlightStatus.flightNumber, sandboxFlightStatus.serviceDate], set: values });
    return { success: true, message: `${flightNumber} on ${date} is now reported ${status}` };
  });

  app.delete('/_status', { schema: { hide: true } }, async (request) => {
    assertMayFlipFaults(request, key());
    const raw = request.body;
    if (raw && typeof raw === 'object' && Object.keys(raw).length > 0) {
      const one = FlightKeySchema.safeParse(raw);
      if (!one.success) throw invalid(one.error);
      const s = sandboxFlightStatus;
      await app.db.delete(s).where(and(eq(s.flightNumber, one.data.flightNumber), eq(s.serviceDate, one.data.date)));
    } else {
      await app.db.delete(sandboxFlightStatus);
    }
    return { success: true, message: 'Flight status switches cleared' };
  });
};
