/**
 * Composes the invoice e-mails (issue 39 item 3) from the invoice as it is when the message is
 * sent: `invoice-issued` to the organisation's billing address (as it is now), with the invoice's
 * PDF and CSV attached (the receipts' way, compose.ts); `invoice-overdue` to the member the row
 * names, dropped once the invoice is paid. The row's user is a member (an owner for the billing
 * e-mail), so the outbox keeps one recipient per row; the invoice is in the payload.
 */
import type { Executor } from '../../db/client';
import type { OutgoingMail } from '../../integrations/mail/mailer';
import { findInvoice, invoiceFileName, renderInvoiceCsv, renderInvoicePdf } from '../invoicing/index';
import type { MessageKind } from './message-kinds';
import { findRecipient } from './messages.repository';
import type { ClaimedMessage } from './outbox.repository';
import { invoiceIssued, invoiceOverdue } from './templates/invoice-messages';

export const INVOICE_KINDS = ['invoice-issued', 'invoice-overdue'] as const satisfies readonly MessageKind[];
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** As compose.ts's `Composed` (not imported from it: compose.ts imports this module). */
type Composed = { mail: OutgoingMail } | { drop: string };

/** Whether `kind` is composed here. */
export const isInvoiceKind = (kind: MessageKind): kind is InvoiceKind =>
  (INVOICE_KINDS as readonly MessageKind[]).includes(kind);

/** @throws Error when rendering fails (the attempt is retried). */
export async function composeInvoiceMail(
  tx: Executor,
  message: ClaimedMessage,
  context: { publicUrl: string },
): Promise<Composed> {
  const { invoiceId, organisationId } = message.payload as { invoiceId?: string; organisationId?: string };
  if (!invoiceId || !organisationId) return { drop: 'no invoice' };
  const invoice = await findInvoice(tx, { organisationId, invoiceId });
  if (!invoice) return { drop: 'invoice no longer exists' };
  if (message.kind === 'invoice-issued') {
    const rendered = await invoiceIssued(invoice, context.publicUrl);
    const pdf = await renderInvoicePdf(invoice);
    return {
      mail: {
        to: invoice.billTo.billingEmail,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        attachments: [
          { filename: invoiceFileName(invoice.number, 'pdf'), contentType: 'application/pdf', content: pdf },
          {
            filename: invoiceFileName(invoice.number, 'csv'),
            contentType: 'text/csv; charset=utf-8',
            content: renderInvoiceCsv(invoice),
          },
        ],
      },
    };
  }
  if (invoice.status !== 'issued') return { drop: 'invoice is paid' };
  const to = await findRecipient(tx, message.userId);
  if (!to) return { drop: 'account no longer exists' };
  const rendered = await invoiceOverdue(invoice, to, context.publicUrl);
  return { mail: { to: to.email, subject: rendered.subject, html: rendered.html, text: rendered.text } };
}
