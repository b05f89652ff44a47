/**
 * AeroDataBox stand-in (architecture guide, "The sandbox"), mounted at /sandbox/aerodatabox in
 * test mode. It answers the two endpoints the client uses from the embedded demo timetables,
 * with RapidAPI's key check (no `x-rapidapi-key`: 401).
 *
 * Fault switches, chosen by the API key so parallel tests never share state:
 * - `sandbox-fault-401`, `-403`, `-429` (with Retry-After: 30), `-500`, `-502`, `-503`: that status;
 * - `sandbox-fault-timeout`: no answer until the caller gives up (at most 30 s).
 * Any other key is accepted. The status switch of flight-status-switch.ts changes a flight's
 * `status` and `revisedTime` in answers by number.
 */
import { isIsoDate, normalizeFlightNumber } from '@fasttrack/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { namedPlugin } from '../../lib/named-plugin';
import { answerUnknownRoutes, hideFromApiDescription } from '../openapi';
import { withSwitchedStatus } from './flight-status-switch';
import { airportFlights, type DateRole, flightsByNumber } from './schedule-answers';

const FAULT_KEY = /^sandbox-fault-(\d{3}|timeout)$/;
const HANG_MAX_MS = 30_000;
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

const FAULT_MESSAGES: Record<number, string> = {
  401: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.',
  403: 'You are not subscribed to this API.',
  429: 'Too many requests',
};

/** Waits until the caller disconnects or `HANG_MAX_MS` passes. */
function hang(request: FastifyRequest): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HANG_MAX_MS);
    request.raw.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function checkKey(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers['x-rapidapi-key'];
  if (typeof key !== 'string' || key.length === 0) {
    return reply.status(401).send({ message: FAULT_MESSAGES[401] });
  }
  const fault = FAULT_KEY.exec(key)?.[1];
  if (!fault) return;
  if (fault === 'timeout') {
    await hang(request);
    return reply.status(504).send({ message: 'The request to the API has timed out.' });
  }
  const status = Number(fault);
  if (status === 429) reply.header('retry-after', '30');
  return reply.status(status).send({ message: FAULT_MESSAGES[status] ?? 'Internal Server Error' });
}

const role = (v: unknown): DateRole => (v === 'Departure' || v === 'Arrival' ? v : 'Both');

export const aeroDataBoxSandbox: FastifyPluginAsync = namedPlugin('aeroDataBoxSandbox', async (app) => {
  app.addHook('onRequest', checkKey);
  hideFromApiDescription(app);
  answerUnknownRoutes(app, (message) => ({ message }));

  app.get<{ Params: { number: string; dateLocal: string }; Querystring: { dateLocalRole?: string } }>(
    '/flights/number/:number/:dateLocal',
    async (request, reply) => {
      const { number, dateLocal } = request.params;
      if (!isIsoDate(dateLocal)) return reply.status(400).send({ message: 'dateLocal must be YYYY-MM-DD' });
      const normalised = normalizeFlightNumber(number) ?? number;
      const flights = flightsByNumber(normalised, dateLocal, role(request.query.dateLocalRole));
      if (flights.length === 0) return reply.status(204).send();
      // The status switch (POST /sandbox/flights/_status) applies here too (issue 18 §2).
      return withSwitchedStatus(app.db, normalised, flights);
    },
  );

  app.get<{
    Params: { codeType: string; code: string; fromLocal: string; toLocal: string };
    Querystring: { direction?: string; withLeg?: string };
  }>('/flights/airports/:codeType/:code/:fromLocal/:toLocal', async (request, reply) => {
    const { codeType, code, fromLocal, toLocal } = request.params;
    if (codeType !== 'iata') return reply.status(400).send({ message: 'Only iata codes are served by the sandbox' });
    if (!LOCAL_MINUTE.test(fromLocal) || !LOCAL_MINUTE.test(toLocal)) {
      return reply.status(400).send({ message: 'fromLocal and toLocal must be YYYY-MM-DDTHH:mm' });
    }
    const span = Date.parse(`${toLocal}Z`) - Date.parse(`${fromLocal}Z`);
    if (!(span >= 0 && span <= TWELVE_HOURS_MS)) {
      return reply.status(400).send({ message: 'The time range must be positive and at most 12 hours' });
    }
    const withLeg = request.query.withLeg === 'true';
    return airportFlights(code.toUpperCase(), {
      from: fromLocal,
      to: toLocal,
      direction: role(request.query.direction),
      withLeg,
    });
  });
});
