/**
 * Organisation e-mails (issue 39 items 1 and 5): the invitation with its signed link (valid
 * INVITATION_VALID_DAYS days), and the owners' notices of approval (with the payment terms) and
 * suspension. Times in Lagos time with "WAT"; money in naira.
 */
import {
  formatNgnKobo,
  formatWat,
  type OrganisationKind,
  type OrganisationRole,
  PartnerMessages,
  type PaymentTerms,
} from '@fasttrack/contracts';
import { MERCHANT } from '../../../lib/merchant';
import type { Recipient } from '../messages.repository';
import { type Rendered, renderLayout } from './layout';

/** How each role reads in a sentence ("join … as an arranger"). */
const ROLE_WORDS: Record<OrganisationRole, string> = {
  owner: 'an owner',
  admin: 'an admin',
  arranger: 'an arranger',
  finance: 'a finance member',
  traveller: 'a traveller',
};

const ROLE_DUTIES: Record<OrganisationRole, string> = {
  owner: 'Owners manage members, settings and billing.',
  admin: 'Admins manage members and settings.',
  arranger: 'Arrangers book meet-and-assist for anyone in the organisation and follow every booking.',
  finance: 'Finance members see the invoices and the statement.',
  traveller: 'Travellers see what is booked for them.',
};

const KIND_WORDS: Record<OrganisationKind, string> = { travel_agency: 'travel agency', company: 'company' };

/** The invitation to the invited address. `url` is the signed link. */
export function organisationInvitation(
  facts: { organisationName: string; role: OrganisationRole; expiresAt: Date; email: string },
  url: string,
): Promise<Rendered> {
  return renderLayout({
    subject: `You are invited to join ${facts.organisationName} on ${MERCHANT.name}`,
    preview: `Join ${facts.organisationName} as ${ROLE_WORDS[facts.role]}.`,
    heading: `Join ${facts.organisationName}`,
    intro: [
      `You have been invited to join ${facts.organisationName} on ${MERCHANT.name} as ${ROLE_WORDS[facts.role]}. ${ROLE_DUTIES[facts.role]}`,
      `Sign in, or create an account, with ${facts.email} and open the link below. It works until ${formatWat(facts.expiresAt)}.`,
    ],
    outro: ['If you did not expect this invitation, ignore this e-mail.'],
    cta: { label: 'Accept the invitation', url },
  });
}

/** To an owner: the organisation is approved (or reinstated), with its payment terms. */
export function organisationApproved(
  to: Recipient,
  org: {
    id: string;
    legalName: string;
    kind: OrganisationKind;
    paymentTerms: PaymentTerms;
    creditLimitNgnKobo: number;
    paymentDays: number;
  },
  opts: { publicUrl: string; reinstated: boolean },
): Promise<Rendered> {
  const terms: [string, string][] =
    org.paymentTerms === 'invoice'
      ? [
          ['Payment', 'Monthly invoice'],
          ['Credit limit', formatNgnKobo(org.creditLimitNgnKobo)],
          ['Days to pay', `${org.paymentDays} days from the invoice`],
        ]
      : [['Payment', 'Card, for each booking']];
  return renderLayout({
    subject: opts.reinstated ? `${org.legalName} is active again` : `${org.legalName} is approved`,
    preview: opts.reinstated ? 'You can book again.' : 'Your business account is ready.',
    heading: opts.reinstated ? 'Your organisation is active again' : 'Your business account is approved',
    intro: [
      `Hello ${to.firstName},`,
      opts.reinstated
        ? `${org.legalName} can book meet-and-assist again.`
        : `${org.legalName} (${KIND_WORDS[org.kind]}) is approved. Invite your arrangers, finance team and travellers, add your passengers and book for them.`,
    ],
    rows: [['Organisation', org.legalName], ...terms],
    cta: { label: 'Open your organisation', url: `${opts.publicUrl}/organisations/${org.id}` },
  });
}

/** To an owner: the organisation is suspended; nobody books for it until it is reinstated. */
export function organisationSuspended(
  to: Recipient,
  org: { id: string; legalName: string },
  publicUrl: string,
): Promise<Rendered> {
  return renderLayout({
    subject: `${org.legalName} is suspended`,
    preview: 'Bookings for your organisation are paused.',
    heading: 'Your organisation is suspended',
    intro: [
      `Hello ${to.firstName},`,
      `${MERCHANT.name} has suspended ${org.legalName}: nobody can book for it until it is reinstated. Its bookings, invoices and statement stay available, and invoices can still be paid.`,
      `Questions? Write to ${MERCHANT.email}.`,
    ],
    cta: { label: 'Open your organisation', url: `${publicUrl}/organisations/${org.id}` },
  });
}

/**
 * To an owner or admin: a webhook endpoint was disabled after its deliveries failed for the whole retry schedule
 * (issue 40 item 4), and where to enable it again: the organisation's Developers tab.
 */
export function webhookEndpointDisabled(
  to: Recipient,
  org: { id: string; legalName: string },
  opts: { url: string; publicUrl: string },
): Promise<Rendered> {
  return renderLayout({
    subject: `Webhook endpoint disabled: ${opts.url}`,
    preview: `${PartnerMessages.failedFor}.`,
    heading: 'A webhook endpoint is disabled',
    intro: [
      `Hello ${to.firstName},`,
      `A webhook endpoint of ${org.legalName} stopped answering. ${PartnerMessages.failingRule} We have disabled it and send it no more events.`,
      'Once it receives again, enable it on the Developers tab of your organisation: new events go to it from then on, and you can resend the ones it missed from its delivery log.',
    ],
    rows: [
      ['Organisation', org.legalName],
      ['Endpoint', opts.url],
    ],
    cta: { label: 'Open the Developers tab', url: `${opts.publicUrl}/organisations/${org.id}/developers` },
  });
}
