/**
 * The sentences of the business-account screens (issue 39 items 1 and 5), once each: the
 * /business page, the organisation's tabs, the invitation page and the admin console.
 */
import type { OrganisationKind, OrganisationRole, OrganisationStatus, PaymentTerms } from '@fasttrack/contracts';

export const roleLabels: Record<OrganisationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  arranger: 'Arranger',
  finance: 'Finance',
  traveller: 'Traveller',
};

/** What each role may do, shown beside the role choice when inviting. */
export const roleHints: Record<OrganisationRole, string> = {
  owner: 'Everything, including other owners.',
  admin: 'Members and settings.',
  arranger: 'Books for anyone in the organisation and sees all its bookings.',
  finance: 'Invoices and the statement.',
  traveller: 'Sees what was booked for them.',
};

export const kindLabels: Record<OrganisationKind, string> = {
  travel_agency: 'Travel agency',
  company: 'Company',
};

export const statusLabels: Record<OrganisationStatus, string> = {
  applied: 'Application under review',
  approved: 'Approved',
  suspended: 'Suspended',
};

export const termsLabels: Record<PaymentTerms, string> = {
  card: 'Card for each booking',
  invoice: 'Monthly invoice',
};

export const businessCopy = {
  title: 'FastTrack LOS for business',
  intro:
    'For travel agencies and company travel desks that book meet-and-assist at Lagos airport for executives, guests and delegates.',
  benefits: [
    {
      title: 'Book for your travellers',
      text: 'Arrangers book for anyone on your passenger list. Each passenger gets their own meeting code and texts; you follow every service live.',
    },
    {
      title: 'One monthly invoice with VAT',
      text: 'Approved companies can be confirmed on account and receive one invoice a month, with VAT as its own line, payable by card or bank transfer.',
    },
    {
      title: 'Commission for agencies',
      text: 'Travel agencies earn commission on every completed service, shown on their statement.',
    },
  ],
  formTitle: 'Apply for a business account',
  signInTitle: 'Sign in to apply',
  registerTitle: 'Create your account to apply',
  noAccountYet: 'No account yet? Create one',
  signInFirst: 'Sign in or create your personal account to send the application. What you typed here is kept.',
  applied: 'Application received',
  reviewTime:
    'We review applications within one working day and e-mail you when your business account is ready. You can then invite your colleagues.',
  profileLink: 'Book for others? Apply for a business account',
} as const;

export const shellCopy = {
  pending: 'Your application is being reviewed. We will e-mail you when it is approved.',
  suspended: 'This organisation is suspended: nobody can book for it. Invoices can still be paid.',
  noTabs: 'Your role has nothing to show here yet.',
  switcherLabel: 'Your organisations',
} as const;

export const csvCopy = {
  fileLabel: 'CSV file',
  tooLarge: 'Choose a CSV file smaller than 1 MB.',
  unreadable: 'That file could not be read. Choose a CSV file.',
} as const;

export const invitationCopy = {
  title: 'Invitation',
  signInToAccept: (email: string) => `Sign in or create an account with ${email} to accept.`,
  signInTitle: 'Sign in to accept',
  registerTitle: 'Create your account to accept',
  accepted: 'You have joined the organisation.',
} as const;
