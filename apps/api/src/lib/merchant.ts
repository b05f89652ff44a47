/**
 * The merchant as receipts, invoices and e-mails name it; its contact details are the contracts'
 * SUPPORT_CONTACT, which the web app's footer shows too.
 */
import { SUPPORT_CONTACT } from '@fasttrack/contracts';

export const MERCHANT = {
  name: 'FastTrack LOS',
  address: 'Murtala Muhammed International Airport, Ikeja, Lagos, Nigeria',
  email: SUPPORT_CONTACT.email,
  phone: SUPPORT_CONTACT.phoneDisplay,
} as const;
