/**
 * The reports (issue 30 §1), each for a range of Lagos dates (`?from=&to=`, both included):
 * - `GET /api/ops/reports/money` (admin): a dispatcher gets 403
 * - `GET /api/ops/reports/work` and `/quality` (dispatcher, admin)
 * - `GET /api/ops/reports/export/{table}`: a table as CSV; `money` and `bookings` admin only
 * - reconciliation with Paystack (admin): `POST /api/ops/reports/reconciliation` runs one for a
 *   range, `GET .../reconciliation/latest` the last run, `GET .../reconciliation/{id}/export` its
 *   differences as CSV; a nightly job runs yesterday's (reconciliation.job.ts)
 */
import {
  MONEY_EXPORTS,
  MoneyReportSchema,
  OperationalExportParamsSchema,
  QualityReportSchema,
  ReconciliationIdParamsSchema,
  ReconciliationRunSchema,
  type ReportExport,
  type ReportRange,
  ReportRangeQuerySchema,
  successEnvelope,
  WorkReportSchema,
} from '@fasttrack/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { staffOnly } from '../staff/index';
import { findRun, latestRun, reconcile } from './reconciliation';
import { paystackClientOf, registerReconciliationJob } from './reconciliation.job';
import { getMoneyReport, getQualityReport, getWorkReport } from './reports.service';
import { reconciliationCsv, reportCsv, reportCsvFileName } from './reports-csv';

const PAYSTACK_UNREADABLE = 'Paystack could not be read just now. Please try again in a few minutes.';

const tags = ['reports'];
const denied = errorResponses(400, 401, 403, 404);
const csvAnswer = { 200: mediaAnswer('The table as CSV (UTF-8 with BOM)', ['text/csv'], 'text'), ...denied };

/** Streams a table's CSV as a download, named after `wanted.table` and `wanted.range`. */
async function sendCsv(
  reply: FastifyReply,
  csv: ReturnType<typeof reportCsv>,
  wanted: { table: ReportExport; range: ReportRange },
) {
  const { table, range } = wanted;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${reportCsvFileName(table, range)}"`)
    .header('cache-control', 'private, no-store')
    .send(await csv);
}

/** The money half: admins only. */
const moneyRoutes: FastifyPluginAsyncZod = namedPlugin('moneyRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'admin'));
  const paystack = paystackClientOf(app);

  app.get(
    '/ops/reports/money',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getMoneyReport',
        summary: 'Bookings paid, NGN collected, USD equivalent and refunds by Lagos day and service type',
        querystring: ReportRangeQuerySchema,
        response: { 200: successEnvelope(MoneyReportSchema), ...denied },
      },
    },
    async (request) => ok({ data: await getMoneyReport(app.db, request.query) }),
  );

  app.post(
    '/ops/reports/reconciliation',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createReconciliation',
        summary:
          "Match our Paystack payments of a range of Lagos dates with Paystack's transactions, and record the run",
        body: ReportRangeQuerySchema,
        response: { 200: successEnvelope(ReconciliationRunSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      try {
        return ok({ data: await reconcile({ db: app.db, paystack }, request.body, { ranBy: request.user.userId }) });
      } catch (err) {
        if (err instanceof PaystackError) throw AppError.unavailable(PAYSTACK_UNREADABLE);
        throw err;
      }
    },
  );

  app.get(
    '/ops/reports/reconciliation/latest',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getLatestReconciliation',
        summary: 'The latest reconciliation with Paystack (null before the first)',
        response: { 200: successEnvelope(ReconciliationRunSchema.nullable()), ...denied },
      },
    },
    async () => ok({ data: await latestRun(app.db) }),
  );

  app.get(
    '/ops/reports/reconciliation/:id/export',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'exportReconciliation',
        summary: 'The differences of a reconciliation run as CSV',
        params: ReconciliationIdParamsSchema,
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const run = await findRun(app.db, request.params.id);
      if (!run) throw AppError.notFound();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvFileName('reconciliation', run)}"`)
        .header('cache-control', 'private, no-store')
        .send(reconciliationCsv(run));
    },
  );

  const MONEY_EXPORT_DOCS: Record<(typeof MONEY_EXPORTS)[number], { operationId: string; summary: string }> = {
    money: {
      operationId: 'exportMoneyReport',
      summary: 'The money report as CSV: amounts in major units, dates in WAT',
    },
    'revenue-lines': {
      operationId: 'exportRevenueByLine',
      summary: 'Net revenue by airport and kind of price line as CSV (USD and NGN)',
    },
    credits: {
      operationId: 'exportCreditsReport',
      summary: 'Loyalty credits by day as CSV: earned, applied, reversed, expired, adjusted (USD)',
    },
    bookings: {
      operationId: 'exportBookings',
      summary: 'Every booking whose meeting time is in the range, as CSV (streamed)',
    },
  };
  for (const table of MONEY_EXPORTS) {
    app.get(
      `/ops/reports/export/${table}`,
      {
        schema: {
          tags,
          security: bearerSecurity,
          ...MONEY_EXPORT_DOCS[table],
          querystring: ReportRangeQuerySchema,
          response: csvAnswer,
        },
      },
      (request, reply) => {
        const wanted = { table, range: request.query };
        return sendCsv(reply, reportCsv(app.db, wanted), wanted);
      },
    );
  }
});

/** The operational half: dispatchers and admins. */
const operationalRoutes: FastifyPluginAsyncZod = namedPlugin('operationalRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/reports/work',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getWorkReport',
        summary: 'Services by terminal and hour, officer utilisation, on-time rate, no-shows and capacity refusals',
        querystring: ReportRangeQuerySchema,
        response: { 200: successEnvelope(WorkReportSchema), ...denied },
      },
    },
    async (request) => ok({ data: await getWorkReport(app.db, request.query) }),
  );

  app.get(
    '/ops/reports/quality',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getQualityReport',
        summary: 'Ratings by score, per officer, and the latest comments under 4',
        querystring: ReportRangeQuerySchema,
        response: { 200: successEnvelope(QualityReportSchema), ...denied },
      },
    },
    async (request) => ok({ data: await getQualityReport(app.db, request.query) }),
  );

  app.get(
    '/ops/reports/export/:table',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'exportOperationalReport',
        summary: 'A table of the work or quality report as CSV, times in WAT',
        params: OperationalExportParamsSchema,
        querystring: ReportRangeQuerySchema,
        response: csvAnswer,
      },
    },
    (request, reply) => {
      const wanted = { table: request.params.table, range: request.query };
      return sendCsv(reply, reportCsv(app.db, wanted), wanted);
    },
  );
});

/** Both halves, each in its own role scope. */
export const reportsRoutes: FastifyPluginAsyncZod = namedPlugin('reportsRoutes', async (app) => {
  registerReconciliationJob(app);
  await app.register(moneyRoutes);
  await app.register(operationalRoutes);
});
