/**
 * Public contact details and social links shown in the footer (spec §1: phone, contact e-mail,
 * city, social links). Change them here only.
 */
export const site = {
  name: 'FastTrack LOS',
  phoneDisplay: '+234 800 327 8725',
  phoneHref: 'tel:+2348003278725',
  email: 'support@fasttrack-los.com',
  city: 'Lagos, Nigeria',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/fasttracklos' },
    { label: 'Instagram', href: 'https://www.instagram.com/fasttracklos' },
    { label: 'X (Twitter)', href: 'https://x.com/fasttracklos' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/fasttracklos' },
  ],
} as const;
