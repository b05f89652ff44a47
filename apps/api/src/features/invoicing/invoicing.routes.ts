/**
 * The invoicing feature's routes and background work (issue 39 items 3, 4, 6): the finance
 * routes of an organisation, the admin's close and payouts, the monthly close and daily overdue
 * jobs, and the `invoicing` domain-event subscriber (agency commission).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import type { AdminOnly } from '../organisations/index';
import { registerCloseJob } from './close.job';
import { registerInvoicingSubscriber } from './event-subscriber';
import { invoiceRoutes } from './invoices.routes';
import { opsInvoiceRoutes } from './ops-invoices.routes';
import { registerOverdueJob } from './overdue';

/** @param opts.adminOnly the admins' check of the close and payouts (staff's `staffOnly(scope, 'admin')`). */
export const invoicingRoutes: FastifyPluginAsyncZod<{ adminOnly: AdminOnly }> = namedPlugin(
  'invoicingRoutes',
  async (app, opts) => {
    registerCloseJob({ db: app.db, jobs: app.jobs, log: app.log });
    registerOverdueJob({ db: app.db, jobs: app.jobs, log: app.log });
    registerInvoicingSubscriber(app);
    await app.register(invoiceRoutes);
    await app.register(opsInvoiceRoutes, { adminOnly: opts.adminOnly });
  },
);
