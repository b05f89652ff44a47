/**
 * The admin's side of invoicing (issue 39 items 3, 4), admin only and audited:
 * - `POST /api/ops/invoices/close` {month}: close a Lagos month by hand (the monthly job does it on the 1st)
 * - `POST /api/ops/organisations/{id}/payouts` {reference, amountNgnKobo, paidOn}: a commission payout
 */
import {
  CloseMonthRequestSchema,
  CloseMonthResultSchema,
  CommissionPayoutRequestSchema,
  CommissionPayoutResultSchema,
  OpsOrganisationIdParamsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { recordStaffAudit } from '../operations/index';
import type { AdminOnly } from '../organisations/index';
import { closeMonth } from './close';
import { recordPayout } from './payouts';

const tags = ['organisations'];

/** @param opts.adminOnly the admins' check, handed in by the app (features/index.ts): invoicing never imports staff. */
export const opsInvoiceRoutes: FastifyPluginAsyncZod<{ adminOnly: AdminOnly }> = namedPlugin(
  'opsInvoiceRoutes',
  async (app, opts) => {
    app.addHook('onRequest', opts.adminOnly(app));

    app.post(
      '/ops/invoices/close',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'createMonthInvoices',
          summary:
            'Close a Lagos month: one invoice per organisation with something to bill; run again, it changes nothing (admin, audited)',
          body: CloseMonthRequestSchema,
          response: { 200: successEnvelope(CloseMonthResultSchema), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const actor = { userId: request.user.userId, role: 'admin' };
        const result = await closeMonth(
          { db: app.db, jobs: app.jobs, log: request.log },
          // In test mode the month in progress may be closed too (closeMonth `openMonth`).
          { month: request.body.month, now: new Date(), actor, openMonth: app.config.testMode },
        );
        await recordStaffAudit(app.db, actor, {
          action: 'invoices.month_closed',
          subjectType: 'invoice_month',
          subjectId: result.month,
          details: {
            issued: result.issued.map((i) => i.number),
            failed: result.failed.map((f) => f.organisationId),
          },
        });
        const message = `${result.issued.length} invoices issued for ${result.month}`;
        return ok({ message, data: result });
      },
    );

    app.post(
      '/ops/organisations/:id/payouts',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'recordCommissionPayout',
          summary: 'Record a commission payout to a travel agency: reference, naira kobo, Lagos date (admin, audited)',
          params: OpsOrganisationIdParamsSchema,
          body: CommissionPayoutRequestSchema,
          response: { 200: successEnvelope(CommissionPayoutResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        ok({
          message: 'Payout recorded',
          data: await recordPayout(app.db, {
            organisationId: request.params.id,
            adminId: request.user.userId,
            input: request.body,
          }),
        }),
    );
  },
);
