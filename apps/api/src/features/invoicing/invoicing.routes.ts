/**
 * The invoicing feature's routes and background work (issue 39 items 3, 4, 6): the finance
 * routes of an organisation, the admin's close and payouts, the monthly close and daily overdue
 * jobs, and the `invoicing` domain-event subscriber (agency commission).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCloseJob } from './close.job';
import { registerInvoicingSubscriber } from './event-subscriber';
import { invoiceRoutes } from './invoices.routes';
import { opsInvoiceRoutes } from './ops-invoices.routes';
import { registerOverdueJob } from './overdue';

export const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCloseJob({ db: app.db, jobs: app.jobs, log: app.log });
  registerOverdueJob({ db: app.db, jobs: app.jobs, log: app.log });
  registerInvoicingSubscriber(app);
  await app.register(invoiceRoutes);
  await app.register(opsInvoiceRoutes);
};
