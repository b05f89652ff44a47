/**
 * The reports (issue 30 §1), each for a range of Lagos dates (`?from=&to=`, both included):
 * - `GET /api/ops/reports/money` (admin): a dispatcher gets 403
 * - `GET /api/ops/reports/work` and `/quality` (dispatcher, admin)
 */
import {
  MoneyReportSchema,
  QualityReportSchema,
  ReportRangeQuerySchema,
  successEnvelope,
  WorkReportSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { staffOnly } from '../staff/index';
import { getMoneyReport, getQualityReport, getWorkReport } from './reports.service';

const tags = ['reports'];
const denied = errorResponses(400, 401, 403, 404);

/** The money half: admins only. */
const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', staffOnly(app, 'admin'));

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
};

/** The operational half: dispatchers and admins. */
const operationalRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

/** Both halves, each in its own role scope. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(moneyRoutes);
  await app.register(operationalRoutes);
};
