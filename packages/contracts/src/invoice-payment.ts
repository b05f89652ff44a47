/**
 * Paying an organisation's invoice through Paystack's Payment Requests (issue 39 item 3): what
 * `POST /api/organisations/{id}/invoices/{invoiceId}/pay` answers. Amounts in naira kobo.
 */
import { z } from 'zod';

/** Where finance pays the invoice: Paystack's page for its payment request (card or bank transfer). */
export const InvoicePaymentLinkSchema = z.object({
  invoiceId: z.string(),
  number: z.string(),
  /** Paystack's payment request code, `PRQ_…`. */
  requestCode: z.string(),
  /** The page where the request is paid; opened in the browser. */
  payUrl: z.url(),
  totalNgnKobo: z.number().int(),
});
export type InvoicePaymentLink = z.infer<typeof InvoicePaymentLinkSchema>;
