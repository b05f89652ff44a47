/**
 * Public contact details and social links shown in the footer (spec §1: phone, contact e-mail,
 * city, social links). The contact details come from the contracts' SUPPORT_CONTACT, which the
 * API's messages name too.
 */
import { SUPPORT_CONTACT } from '@fasttrack/contracts';

export const site = {
  name: 'FastTrack LOS',
  phoneDisplay: SUPPORT_CONTACT.phoneDisplay,
  phoneHref: `tel:${SUPPORT_CONTACT.phone}`,
  email: SUPPORT_CONTACT.email,
  city: SUPPORT_CONTACT.city,
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/fasttracklos' },
    { label: 'Instagram', href: 'https://www.instagram.com/fasttracklos' },
    { label: 'X (Twitter)', href: 'https://x.com/fasttracklos' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/fasttracklos' },
  ],
} as const;
