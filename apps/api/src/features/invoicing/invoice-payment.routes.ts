/**
 * Paying an invoice (issue 39 item 3):
 * - `POST /api/organisations/:organisationId/invoices/:invoiceId/pay` (owner, admin or finance member): the
 *   page where the invoice's Paystack payment request is paid, by card or bank transfer; the
 *   request is made now if the `invoice-payment-request` job has not made it yet. 404 for an
 *   invoice of another organisation (as for an unknown id), 409 when it is paid already.
 * Also declares the `invoice-payment-request` job. The payment itself arrives by Paystack's
 * `paymentrequest.success` webhook (payments/webhooks.service.ts -> `markInvoicePaid`).
 */
import {
  ErrorCode,
  InvoicePaymentLinkSchema,
  OrganisationInvoiceParamsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentRequestsClient, paymentRequestPayUrl } from '../../integrations/paystack/payment-requests-client';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { requireOrganisationRole } from '../organisations/index';
import { ensurePaymentRequest, type InvoicePaymentDeps } from './invoice-payment';
import { findOrganisationInvoice } from './invoice-payment.repository';
import { registerPaymentRequestJob } from './payment-request.job';

/** The payment-request dependencies from the app's settings (the real Paystack or the stand-in). */
export function createInvoicePaymentDeps(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'jobs'>,
): InvoicePaymentDeps {
  return {
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    paymentRequests: createPaymentRequestsClient({
      baseUrl: app.config.paystack.baseUrl,
      secretKey: app.config.paystack.secretKey,
      timeoutMs: app.config.providerTimeoutMs,
    }),
  };
}

/** 503 when Paystack did not answer in time, 502 when it failed or refused. */
function paystackFailure(err: PaystackError): AppError {
  return err.kind === 'timeout'
    ? new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Paystack did not answer in time. Try again in a minute.', {
        statusCode: 503,
      })
    : new AppError(ErrorCode.PAYMENT_PROVIDER_ERROR, 'Paystack could not prepare the payment. Try again later.', {
        statusCode: 502,
      });
}

export const invoicePaymentRoutes: FastifyPluginAsyncZod = namedPlugin('invoicePaymentRoutes', async (app) => {
  const deps = createInvoicePaymentDeps(app);
  registerPaymentRequestJob(app.jobs, deps);

  const financeRoutes: FastifyPluginAsyncZod = namedPlugin('financeRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.post(
      '/organisations/:organisationId/invoices/:invoiceId/pay',
      {
        schema: {
          tags: ['organisations'],
          security: bearerSecurity,
          operationId: 'payOrganisationInvoice',
          summary: "Where the invoice is paid: its Paystack payment request's page (owner, admin, finance)",
          params: OrganisationInvoiceParamsSchema,
          response: {
            200: successEnvelope(InvoicePaymentLinkSchema),
            ...errorResponses(401, 403, 404, 409, 502, 503),
          },
        },
      },
      async (request) => {
        const { organisationId, invoiceId } = request.params;
        await requireOrganisationRole(app.db, { organisationId, userId: request.user.userId, ability: 'finance' });
        const invoice = await findOrganisationInvoice(app.db, organisationId, invoiceId);
        if (!invoice) throw AppError.notFound('Invoice not found');
        if (invoice.status === 'paid') throw AppError.conflict('This invoice is paid already');
        let outcome: Awaited<ReturnType<typeof ensurePaymentRequest>>;
        try {
          outcome = await ensurePaymentRequest(deps, invoice.id);
        } catch (err) {
          if (err instanceof PaystackError) {
            app.log.warn({ invoiceId, kind: err.kind, err: err.message }, 'invoice payment request failed');
            throw paystackFailure(err);
          }
          throw err;
        }
        if (outcome.kind === 'unknown') throw AppError.notFound('Invoice not found');
        if (outcome.kind === 'paid') throw AppError.conflict('This invoice is paid already');
        if (outcome.kind === 'nothing-to-pay') throw AppError.conflict('This invoice has nothing to pay');
        return ok({
          data: {
            invoiceId: invoice.id,
            number: invoice.number,
            requestCode: outcome.requestCode,
            payUrl: paymentRequestPayUrl(app.config, outcome.requestCode),
            totalNgnKobo: invoice.totalNgnKobo,
          },
        });
      },
    );
  });
  await app.register(financeRoutes);
});
