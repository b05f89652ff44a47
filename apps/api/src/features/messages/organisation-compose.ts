/**
 * Composes the organisation e-mails (issue 39 items 1 and 5) from the state when they are sent:
 * the invitation to the invited address with its signed link (made now, stored nowhere; dropped
 * once accepted, withdrawn or expired), and the approval or suspension to the owner the row names
 * (dropped when the organisation has moved on since); a disabled webhook endpoint's notice to the
 * owner or admin the row names (issue 40 item 4).
 */
import type { Executor } from '../../db/client';
import type { OutgoingMail } from '../../integrations/mail/mailer';
import { type InvitationSigner, invitationUrl } from '../../lib/invitation-token';
import { invitationFacts, organisationFacts } from '../organisations/index';
import type { MessageKind } from './message-kinds';
import { findRecipient } from './messages.repository';
import type { ClaimedMessage } from './outbox.repository';
import {
  organisationApproved,
  organisationInvitation,
  organisationSuspended,
  webhookEndpointDisabled,
} from './templates/organisation-messages';

export const ORGANISATION_MESSAGE_KINDS = [
  'organisation-invitation',
  'organisation-approved',
  'organisation-suspended',
  'webhook-endpoint-disabled',
] as const satisfies readonly MessageKind[];
export type OrganisationMessageKind = (typeof ORGANISATION_MESSAGE_KINDS)[number];

/** As compose.ts's `Composed` (not imported from it: compose.ts imports this module). */
type Composed = { mail: OutgoingMail } | { drop: string };

/** Whether `kind` is composed here. */
export const isOrganisationKind = (kind: MessageKind): kind is OrganisationMessageKind =>
  (ORGANISATION_MESSAGE_KINDS as readonly MessageKind[]).includes(kind);

/**
 * @param context.invitations the invitation signer (the e-mail channel's); without it an
 *   invitation cannot be sent and the attempt fails (retried).
 * @throws Error when rendering fails or the signer is missing.
 */
export async function composeOrganisationMail(
  tx: Executor,
  message: ClaimedMessage,
  context: { publicUrl: string; now: Date; invitations?: InvitationSigner },
): Promise<Composed> {
  const { publicUrl, now } = context;
  if (message.kind === 'organisation-invitation') {
    const invitationId = message.payload.invitationId;
    const facts = typeof invitationId === 'string' ? await invitationFacts(tx, invitationId) : null;
    if (!facts) return { drop: 'invitation no longer exists' };
    if (!facts.open) return { drop: 'invitation accepted or withdrawn' };
    if (facts.expiresAt <= now) return { drop: 'invitation expired' };
    if (!context.invitations) throw new Error('no invitation signer');
    const url = invitationUrl(publicUrl, await context.invitations.issue(facts.id));
    const rendered = await organisationInvitation(facts, url);
    return { mail: { to: facts.email, subject: rendered.subject, html: rendered.html, text: rendered.text } };
  }
  const to = await findRecipient(tx, message.userId);
  if (!to) return { drop: 'account no longer exists' };
  const organisationId = message.payload.organisationId;
  const org = typeof organisationId === 'string' ? await organisationFacts(tx, organisationId) : null;
  if (!org) return { drop: 'organisation no longer exists' };
  if (message.kind === 'webhook-endpoint-disabled') {
    const url = String(message.payload.url ?? '');
    const rendered = await webhookEndpointDisabled(to, { id: org.id, legalName: org.legalName }, { url, publicUrl });
    return { mail: { to: to.email, subject: rendered.subject, html: rendered.html, text: rendered.text } };
  }
  const expected = message.kind === 'organisation-approved' ? 'approved' : 'suspended';
  if (org.status !== expected) return { drop: `organisation is ${org.status}` };
  const rendered =
    message.kind === 'organisation-approved'
      ? await organisationApproved(to, org, { publicUrl, reinstated: message.payload.from === 'suspended' })
      : await organisationSuspended(to, org, publicUrl);
  return { mail: { to: to.email, subject: rendered.subject, html: rendered.html, text: rendered.text } };
}
