/**
 * The merchant as receipts and e-mails name it; the same contact details the web app's footer
 * shows (apps/web/src/app/site.ts).
 */
export const MERCHANT = {
  name: 'FastTrack LOS',
  address: 'Murtala Muhammed International Airport, Ikeja, Lagos, Nigeria',
  email: 'support@fasttrack-los.com',
  phone: '+234 800 327 8725',
} as const;
