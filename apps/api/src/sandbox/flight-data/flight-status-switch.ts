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
import { openAirportIatas } from '../../features/airports/index';
import type { AdbFlight } from '../../integrations/flight-data/aerodatabox.contract';
import type { FlightStatusQuery, FlightStatusReport } from '../../integrations/flight-data/types';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { loopbackOrKey, standInRoute } from '../openapi';
import { assertMayFlipFaults } from '../paystack/faults';

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
  /**
   * The flight's new time at the served airport: its landing when it lands at a served airport
   * open for sale, else its take-off (issue 41 item 1).
   */
  estimatedTime: z.iso.datetime({ offset: true }).optional(),
});

function invalid(error: z.ZodError): AppError {
  const details = Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
  return AppError.badRequest('The flight status switch needs flightNumber, date and a known status', details);
}

/**
 * What the stand-in reports for a flight: the switch when one is set, else the timetable
 * (scheduled, no estimate). An estimated time at the served airport (see `estimatedTime`) moves
 * both ends by the same amount.
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
  const landsAtServed = (await openAirportIatas(db)).has(q.arrivalIata);
  const atServed = landsAtServed ? q.arrivalTime : q.departureTime;
  const shiftMs = row.estimatedTime.getTime() - atServed.getTime();
  return {
    status: row.status,
    estimatedDeparture: new Date(q.departureTime.getTime() + shiftMs),
    estimatedArrival: new Date(q.arrivalTime.getTime() + shiftMs),
  };
}

/** AeroDataBox's status names for the switch's statuses. */
const ADB_STATUS: Record<string, string> = {
  scheduled: 'Expected',
  delayed: 'Delayed',
  cancelled: 'Canceled',
  diverted: 'Diverted',
};

function adbTime(at: Date, offset: string | undefined): { utc: string; local: string } {
  const iso = at.toISOString();
  const utc = `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z`;
  if (!offset) return { utc, local: utc };
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h = 0, m = 0] = offset.slice(1).split(':').map(Number);
  const local = new Date(at.getTime() + sign * (h * 60 + m) * 60_000).toISOString();
  return { utc, local: `${local.slice(0, 10)} ${local.slice(11, 16)}${offset}` };
}

/**
 * The AeroDataBox stand-in's answers with the switch applied (issue 18 §2): status, and
 * `revisedTime` on both movements when an estimated time is set. `date` is the departure date.
 */
export async function withSwitchedStatus(db: Executor, number: string, flights: AdbFlight[]): Promise<AdbFlight[]> {
  const out: AdbFlight[] = [];
  for (const f of flights) {
    const dep = f.departure?.scheduledTime;
    const arr = f.arrival?.scheduledTime;
    const date = dep?.local?.slice(0, 10);
    if (!dep?.utc || !arr?.utc || !date) {
      out.push(f);
      continue;
    }
    const departureTime = new Date(dep.utc.replace(' ', 'T'));
    const arrivalTime = new Date(arr.utc.replace(' ', 'T'));
    const q = {
      flightNumber: number,
      serviceDate: date,
      departureIata: f.departure?.airport?.iata ?? '',
      arrivalIata: f.arrival?.airport?.iata ?? '',
      departureTime,
      arrivalTime,
    };
    const [row] = await db
      .select({ status: sandboxFlightStatus.status })
      .from(sandboxFlightStatus)
      .where(and(eq(sandboxFlightStatus.flightNumber, number), eq(sandboxFlightStatus.serviceDate, date)));
    if (!row) {
      out.push(f);
      continue;
    }
    const report = await switchedFlightStatus(db, q);
    const offset = (local: string | undefined) => local?.slice(16);
    out.push({
      ...f,
      status: ADB_STATUS[report.status] ?? 'Expected',
      departure: {
        ...f.departure,
        ...(report.estimatedDeparture ? { revisedTime: adbTime(report.estimatedDeparture, offset(dep.local)) } : {}),
      },
      arrival: {
        ...f.arrival,
        ...(report.estimatedArrival ? { revisedTime: adbTime(report.estimatedArrival, offset(arr.local)) } : {}),
      },
    });
  }
  return out;
}

export const flightStatusSwitch: FastifyPluginAsync = namedPlugin('flightStatusSwitch', async (app) => {
  const key = () => app.config.paystack.secretKey;

  app.post(
    '/_status',
    standInRoute({
      operationId: 'setSandboxFlightStatus',
      summary: 'Flight-data stand-in: report a flight delayed, cancelled or diverted (test switch)',
      security: loopbackOrKey('paystackSecretKey'),
      answers: {
        200: 'The switch is set (§8 envelope)',
        400: 'Invalid switch',
        403: 'Not from loopback and without the sandbox secret key',
      },
    }),
    async (request) => {
      assertMayFlipFaults(request, key());
      const body = FlightStatusSwitchSchema.safeParse(request.body ?? {});
      if (!body.success) throw invalid(body.error);
      const { flightNumber, date, status, estimatedTime } = body.data;
      const values = { status, estimatedTime: estimatedTime ? new Date(estimatedTime) : null };
      await app.db
        .insert(sandboxFlightStatus)
        .values({ flightNumber, serviceDate: date, ...values })
        .onConflictDoUpdate({
          target: [sandboxFlightStatus.flightNumber, sandboxFlightStatus.serviceDate],
          set: values,
        });
      return { success: true, message: `${flightNumber} on ${date} is now reported ${status}` };
    },
  );

  app.delete(
    '/_status',
    standInRoute({
      operationId: 'clearSandboxFlightStatus',
      summary: "Flight-data stand-in: clear one flight's switch (body { flightNumber, date }) or all",
      security: loopbackOrKey('paystackSecretKey'),
      answers: {
        200: 'Cleared (§8 envelope)',
        400: 'Invalid flight',
        403: 'Not from loopback and without the sandbox secret key',
      },
    }),
    async (request) => {
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
    },
  );
});
