/**
 * Who invoices (issue 39 item 3): the business as the receipts name it (messages/merchant.ts,
 * the same SUPPORT_CONTACT), kept here because invoicing sits below messages and cannot import it.
 */
import { SUPPORT_CONTACT } from '@fasttrack/contracts';

export const SUPPLIER = {
  name: 'FastTrack LOS',
  address: 'Murtala Muhammed International Airport, Ikeja, Lagos, Nigeria',
  email: SUPPORT_CONTACT.email,
  phone: SUPPORT_CONTACT.phoneDisplay,
} as const;
