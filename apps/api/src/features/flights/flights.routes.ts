/**
 * Flight search routes (spec §7; issue: flights). Handlers are thin: validated params in,
 * one service call, the §3 search result out.
 *
 * - `GET /flights/search/number/:flightNumber/:date`: one flight (`data` is a result).
 * - `GET /flights/search/route/:departure/:arrival/:date`: flights in time order (`data` is a list).
 * - `GET /flights/search/:id`: a flight an earlier search returned, by its reference.
 * Not found: 404 'No flight found with the provided details. Please try again.' (§8).
 *
 * The two routes that answer one flight skip @fastify/compress (issue 42 item 3; ADR 368): one
 * result is about 600 bytes, under its 1 KB threshold, so its hooks on each request would only
 * read the headers and pass the answer on. The route search's list can pass 1 KB and keeps it.
 */
import {
  ErrorEnvelopeSchema,
  FlightNumberSearchParamsSchema,
  FlightReferenceParamsSchema,
  FlightSearchResultSchema,
  RouteSearchParamsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, ok, publicSecurity } from '../../lib/route-schemas';
import { createFlightDataProvider } from './flight-data-provider';
import {
  type FlightSearchDeps,
  getFlightSearchResult,
  searchFlightByNumber,
  searchFlightsByRoute,
} from './flights.service';

const errors = errorResponses(400, 404, 502, 503);

export const flightsRoutes: FastifyPluginAsyncZod = namedPlugin('flightsRoutes', async (app) => {
  const deps: FlightSearchDeps = { db: app.db, provider: createFlightDataProvider(app.config, app.db) };

  app.get(
    '/flights/search/number/:flightNumber/:date',
    {
      compress: false,
      schema: {
        tags: ['flights'],
        operationId: 'searchFlightsByNumber',
        security: publicSecurity,
        summary: 'Find one flight at an airport we serve by flight number and departure date',
        params: FlightNumberSearchParamsSchema,
        response: { 200: successEnvelope(FlightSearchResultSchema), ...errors },
      },
    },
    async (request) => ok({ data: await searchFlightByNumber(deps, request.params.flightNumber, request.params.date) }),
  );

  app.get(
    '/flights/search/route/:departure/:arrival/:date',
    {
      schema: {
        tags: ['flights'],
        operationId: 'searchFlightsByRoute',
        security: publicSecurity,
        summary: 'Find flights at an airport we serve between two places (IATA code, city or airport name) on a date',
        params: RouteSearchParamsSchema,
        response: { 200: successEnvelope(z.array(FlightSearchResultSchema)), ...errors },
      },
    },
    async (request) => {
      const { departure, arrival, date } = request.params;
      return ok({ data: await searchFlightsByRoute(deps, { departure, arrival, date }) });
    },
  );

  app.get(
    '/flights/search/:id',
    {
      compress: false,
      schema: {
        tags: ['flights'],
        operationId: 'getFlight',
        security: publicSecurity,
        summary: 'A flight an earlier search returned, by its reference (bookingReference)',
        params: FlightReferenceParamsSchema,
        response: {
          200: successEnvelope(FlightSearchResultSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ data: await getFlightSearchResult(app.db, request.params.id) }),
  );
});
