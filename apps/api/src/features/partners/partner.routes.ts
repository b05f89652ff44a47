/**
 * The partner API's reads under /api/partner (issue 40 item 2; ADR 365), each with the key alone:
 * who the key is, the traveller's flight search, a quote priced as a booking is, and the
 * organisation's invoices. Same envelope and error codes as the rest of the API.
 */
import {
  FlightNumberSearchParamsSchema,
  FlightSearchResultSchema,
  InvoiceDetailSchema,
  InvoiceListSchema,
  PartnerIdentitySchema,
  PartnerInvoiceParamsSchema,
  PartnerQuoteRequestSchema,
  PartnerQuoteSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, ok, partnerKeySecurity } from '../../lib/route-schemas';
import { createFlightDataProvider, type FlightSearchDeps, searchFlightByNumber } from '../flights/index';
import { findInvoice, listInvoices } from '../invoicing/index';
import { quotePartnerBooking } from './partner-quote.service';

const tags = ['partners'];

export const partnerRoutes: FastifyPluginAsyncZod = namedPlugin('partnerRoutes', async (app) => {
  const flightSearch: FlightSearchDeps = { db: app.db, provider: createFlightDataProvider(app.config, app.db) };

  app.get(
    '/partner/organisation',
    {
      onRequest: app.authenticatePartner,
      schema: {
        tags,
        security: partnerKeySecurity,
        operationId: 'getPartnerOrganisation',
        summary: 'Who the key is: its organisation, name, scopes and mode (any scope)',
        response: { 200: successEnvelope(PartnerIdentitySchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const p = request.partner;
      return ok({
        data: {
          organisationId: p.organisationId,
          organisationName: p.organisationName,
          organisationStatus: p.organisationStatus,
          apiKeyId: p.apiKeyId,
          keyName: p.keyName,
          scopes: p.scopes,
          mode: p.mode,
        },
      });
    },
  );

  app.get(
    '/partner/flights/search/number/:flightNumber/:date',
    {
      onRequest: app.requirePartnerScope('bookings:read', 'bookings:write'),
      schema: {
        tags,
        security: partnerKeySecurity,
        operationId: 'searchPartnerFlightsByNumber',
        summary: 'Find one flight at LOS by flight number and departure date (bookings:read or bookings:write)',
        params: FlightNumberSearchParamsSchema,
        response: {
          200: successEnvelope(FlightSearchResultSchema),
          ...errorResponses(400, 401, 403, 404, 429, 502, 503),
        },
      },
    },
    async (request) =>
      ok({ data: await searchFlightByNumber(flightSearch, request.params.flightNumber, request.params.date) }),
  );

  app.post(
    '/partner/quotes',
    {
      onRequest: app.requirePartnerScope('bookings:read', 'bookings:write'),
      schema: {
        tags,
        security: partnerKeySecurity,
        operationId: 'createPartnerQuote',
        summary: 'What a booking of this flight, service and party costs now, in USD and NGN (holds nothing)',
        body: PartnerQuoteRequestSchema,
        response: { 200: successEnvelope(PartnerQuoteSchema), ...errorResponses(400, 401, 403, 404, 422, 429, 503) },
      },
    },
    async (request) => ok({ data: await quotePartnerBooking(app.db, request.body) }),
  );

  app.get(
    '/partner/invoices',
    {
      onRequest: app.requirePartnerScope('invoices:read'),
      schema: {
        tags,
        security: partnerKeySecurity,
        operationId: 'listPartnerInvoices',
        summary: "The organisation's invoices, newest first (invoices:read)",
        response: { 200: successEnvelope(InvoiceListSchema), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ok({ data: { invoices: await listInvoices(app.db, request.partner.organisationId) } }),
  );

  app.get(
    '/partner/invoices/:invoiceId',
    {
      onRequest: app.requirePartnerScope('invoices:read'),
      schema: {
        tags,
        security: partnerKeySecurity,
        operationId: 'getPartnerInvoice',
        summary: "One of the organisation's invoices with its lines (invoices:read)",
        params: PartnerInvoiceParamsSchema,
        response: { 200: successEnvelope(InvoiceDetailSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const ids = { organisationId: request.partner.organisationId, invoiceId: request.params.invoiceId };
      const invoice = await findInvoice(app.db, ids);
      if (!invoice) throw AppError.notFound('Invoice not found');
      return ok({ data: invoice });
    },
  );
});
