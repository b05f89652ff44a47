import { describe, expect, it } from 'vitest';
import { createTicketSigner, TICKET_TTL_SECONDS } from './stream-tickets';

describe('stream tickets', () => {
  const signer = createTicketSigner(new TextEncoder().encode('a-secret-of-at-least-32-characters!!'));
  const scope = { kind: 'booking' as const, bookingId: '5f0c1e2a-3b4c-4d5e-8f60-718293a4b5c6' };
  const now = new Date('2026-11-23T12:00:00Z');

  it('opens a stream for its scope for 60 seconds, then no more', () => {
    const { ticket, expiresAt } = signer.issue('user-1', scope, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(TICKET_TTL_SECONDS * 1000);
    expect(signer.verify(ticket, new Date(now.getTime() + 59_000))).toEqual({ userId: 'user-1', scope });
    expect(signer.verify(ticket, new Date(now.getTime() + 60_000))).toBeNull();
  });

  it('refuses a changed scope, a ticket of another secret and garbage', () => {
    const { ticket } = signer.issue('user-1', scope, now);
    const [body, sig] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), scope: { kind: 'board' } }),
    ).toString('base64url');
    expect(signer.verify(`${forged}.${sig}`, now)).toBeNull();
    const other = createTicketSigner(new TextEncoder().encode('another-secret-of-32-characters-or-more'));
    expect(other.verify(ticket, now)).toBeNull();
    expect(signer.verify('not-a-ticket', now)).toBeNull();
  });
});
