/**
 * Builds an e-mail to a booking's lead passenger (issue 36 item 1) from the state as it is when
 * the job runs, or says why it is dropped: no address, the address is now the booker's own (the
 * booker's e-mail says it), or the booking no longer needs the message.
 */
import type { Executor } from '../../db/client';
import type { PassSigner } from '../../lib/passenger-pass';
import { type Composed, staleReason } from './compose';
import { findBookingFacts, findRecipient } from './messages.repository';
import type { ClaimedMessage } from './outbox.repository';
import { passLink } from './pass-link';
import { changeOfPayload } from './retimed-payload';
import { type PassengerMailKind, passengerMail } from './templates/passenger-messages';

const KINDS: readonly string[] = ['booking-confirmed', 'service-retimed', 'flight-disrupted', 'booking-cancelled'];
const isPassengerKind = (kind: string): kind is PassengerMailKind => KINDS.includes(kind);

/**
 * @param context.publicUrl PUBLIC_URL and `context.passes` the signer, for the pass link;
 *   `context.now` the time of sending (default: the current time).
 * @throws Error when reading or rendering fails (the attempt is retried).
 */
export async function composePassengerMail(
  tx: Executor,
  message: ClaimedMessage,
  context: { publicUrl: string; passes: PassSigner; now?: Date },
): Promise<Composed> {
  const { publicUrl, passes, now = new Date() } = context;
  if (!isPassengerKind(message.kind)) return { drop: `no e-mail to the lead passenger for ${message.kind}` };
  const owner = await findRecipient(tx, message.userId);
  if (!owner) return { drop: 'account no longer exists' };
  if (!message.bookingId) return { drop: 'no booking' };
  const b = await findBookingFacts(tx, message.bookingId);
  if (!b) return { drop: 'booking no longer exists' };
  const email = b.leadPassengerEmail;
  if (!email) return { drop: 'no e-mail for the lead passenger' };
  if (email === owner.email.toLowerCase()) return { drop: "the lead passenger's e-mail is the booker's" };
  const stale = staleReason(message.kind, b, { to: owner, now });
  if (stale) return { drop: stale };
  if (message.kind === 'booking-confirmed' && b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
  if (message.kind === 'service-retimed' && message.payload.meetingTime !== b.meetingTime.toISOString()) {
    return { drop: 'meeting time moved again' };
  }
  const change = message.kind === 'service-retimed' ? changeOfPayload(message.payload, b.flightNumber) : null;
  const rendered = await passengerMail(message.kind, b, { passUrl: await passLink(passes, publicUrl, b), change });
  return { mail: { to: email, subject: rendered.subject, html: rendered.html, text: rendered.text } };
}
