/**
 * Stream tickets (issue 17 §4): EventSource cannot send the bearer header, and a long-lived
 * token must never appear in a URL, so the client trades its bearer token for a ticket that
 * opens one stream, for 60 seconds. A ticket is an HMAC-SHA256-signed JSON body
 * (`purpose: "live-stream"`), signed with a key derived from the access-token secret, so any
 * API process sharing that secret accepts it; it carries the scope it was issued for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StreamScope } from './live.repository';

/** Seconds a ticket opens a stream for. */
export const TICKET_TTL_SECONDS = 60;

interface TicketBody {
  purpose: 'live-stream';
  userId: string;
  scope: StreamScope;
  exp: number;
}

export interface TicketSigner {
  /** @returns the ticket and when it stops opening streams. */
  issue(userId: string, scope: StreamScope, now?: Date): { ticket: string; expiresAt: Date };
  /** @returns the user and scope, or null for a forged, expired or foreign token. */
  verify(ticket: string, now?: Date): { userId: string; scope: StreamScope } | null;
}

export function createTicketSigner(secret: Uint8Array): TicketSigner {
  const key = createHmac('sha256', secret).update('ft-live-stream-ticket').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId, scope, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + TICKET_TTL_SECONDS;
      const body: TicketBody = { purpose: 'live-stream', userId, scope, exp };
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
      return { ticket: `${encoded}.${mac(encoded)}`, expiresAt: new Date(exp * 1000) };
    },
    verify(ticket, now = new Date()) {
      const [encoded, sig] = ticket.split('.');
      if (!encoded || !sig) return null;
      const expected = Buffer.from(mac(encoded));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TicketBody;
        if (body.purpose !== 'live-stream' || body.exp * 1000 <= now.getTime()) return null;
        return { userId: body.userId, scope: body.scope };
      } catch {
        return null;
      }
    },
  };
}
