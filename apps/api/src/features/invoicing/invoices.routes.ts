/**
 * Invoices and the statement for an organisation's finance people (issue 39 items 3, 6; the
 * `finance` ability: owner, admin, finance). Another organisation's invoice, or an unknown one,
 * is 404 (architecture "Tenancy").
 * - `GET /api/organisations/{id}/invoices`: its invoices, newest first
 * - `GET /api/organisations/{id}/invoices/{invoiceId}`: one with its lines
 * - `GET /api/organisations/{id}/invoices/{invoiceId}/pdf` and `/csv`: the documents
 * - `GET /api/organisations/{id}/statement?from&to`: the ledger with its running balance
 */
import {
  InvoiceDetailSchema,
  InvoiceListSchema,
  OrganisationInvoiceParamsSchema,
  OrganisationParamsSchema,
  StatementQuerySchema,
  StatementSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { requireOrganisationRole } from '../organisations/index';
import { invoiceFileName, renderInvoiceCsv } from './invoice-csv';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice, listInvoices } from './invoices.repository';
import { organisationStatement } from './statement';

const tags = ['organisations'];
const denied = errorResponses(400, 401, 403, 404);

export const invoiceRoutes: FastifyPluginAsyncZod = namedPlugin('invoiceRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);
  const finance = (organisationId: string, userId: string) =>
    requireOrganisationRole(app.db, { organisationId, userId, ability: 'finance' });
  const invoiceOf = async (params: { organisationId: string; invoiceId: string }, userId: string) => {
    await finance(params.organisationId, userId);
    const invoice = await findInvoice(app.db, { organisationId: params.organisationId, invoiceId: params.invoiceId });
    if (!invoice) throw AppError.notFound('Invoice not found');
    return invoice;
  };

  app.get(
    '/organisations/:organisationId/invoices',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOrganisationInvoices',
        summary: "The organisation's invoices, newest first (owner, admin, finance)",
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(InvoiceListSchema), ...denied },
      },
    },
    async (request) => {
      await finance(request.params.organisationId, request.user.userId);
      return ok({ data: { invoices: await listInvoices(app.db, request.params.organisationId) } });
    },
  );

  app.get(
    '/organisations/:organisationId/invoices/:invoiceId',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOrganisationInvoice',
        summary: 'One invoice with its lines: services, credits and VAT (owner, admin, finance)',
        params: OrganisationInvoiceParamsSchema,
        response: { 200: successEnvelope(InvoiceDetailSchema), ...denied },
      },
    },
    async (request) => ok({ data: await invoiceOf(request.params, request.user.userId) }),
  );

  app.get(
    '/organisations/:organisationId/invoices/:invoiceId/pdf',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOrganisationInvoicePdf',
        summary: 'The invoice as PDF (owner, admin, finance)',
        params: OrganisationInvoiceParamsSchema,
        response: { 200: mediaAnswer('The invoice', ['application/pdf']), ...denied },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(request.params, request.user.userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(await renderInvoicePdf(invoice));
    },
  );

  app.get(
    '/organisations/:organisationId/invoices/:invoiceId/csv',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOrganisationInvoiceCsv',
        summary: 'The invoice as CSV, amounts in naira (owner, admin, finance)',
        params: OrganisationInvoiceParamsSchema,
        response: { 200: mediaAnswer('The invoice as CSV (UTF-8 with BOM)', ['text/csv'], 'text'), ...denied },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(request.params, request.user.userId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(renderInvoiceCsv(invoice));
    },
  );

  app.get(
    '/organisations/:organisationId/statement',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOrganisationStatement',
        summary:
          "The organisation's ledger for a range of Lagos dates with the running balance, and an agency's commission (owner, admin, finance)",
        params: OrganisationParamsSchema,
        querystring: StatementQuerySchema,
        response: { 200: successEnvelope(StatementSchema), ...denied },
      },
    },
    async (request) => {
      await finance(request.params.organisationId, request.user.userId);
      return ok({
        data: await organisationStatement(app.db, {
          organisationId: request.params.organisationId,
          range: request.query,
        }),
      });
    },
  );
});
