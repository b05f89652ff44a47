/**
 * The signed link of an organisation invitation (issue 39 item 1: "Invitations by e-mail (signed
 * link, 7-day expiry)"): `PUBLIC_URL/invitations/<token>`, where the token is a compact JWS (HS256,
 * jose) of the invitation's id (`sub`). The key is derived with HKDF from the access-token secret
 * under its own label, so every API process shares it and an invitation is never a pass or an
 * access token (nor the reverse).
 *
 * The 7 days are the invitation row's `expires_at`, checked when the link is read or accepted,
 * not an `exp` claim: the token rides in one path segment, which the API takes up to 100
 * characters (Fastify's `maxParamLength`; longer answers 414), and an `exp` would take it past
 * that. So the id is sent as its 16 bytes in base64url (22 characters) and the token is 86.
 * As the pass (lib/passenger-pass.ts): the token leaves out the header, always
 * `{"alg":"HS256"}`, and joins the parts with `~`, so the link's last segment has no dot. No
 * `iat`: the same invitation always makes the same token, so the e-mail is composed when it is
 * sent (the token is stored nowhere) and a mail sent again carries the same link.
 */
import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface InvitationSigner {
  /** The token of invitation `invitationId` (a UUID). */
  issue(invitationId: string): Promise<string>;
  /** @returns the invitation id of a genuine token; null for a forged, foreign or malformed one. */
  verify(token: string): Promise<{ invitationId: string } | null>;
}

/** The one protected header every token has; the token leaves it out. */
const HEADER = 'eyJhbGciOiJIUzI1NiJ9';

const compactId = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
function uuidOf(compact: string): string | null {
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** @param secret the access-token secret (auth `resolveJwtSecret`). */
export function createInvitationSigner(secret: Uint8Array): InvitationSigner {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'fasttrack-los', 'organisation-invitation', 32));
  return {
    async issue(invitationId) {
      const jws = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(compactId(invitationId))
        .sign(key);
      const [header, payload, signature] = jws.split('.');
      if (header !== HEADER) throw new Error('unexpected JWS header');
      return `${payload}~${signature}`;
    },
    async verify(token) {
      const [payload, signature, extra] = token.split('~');
      if (!payload || !signature || extra !== undefined) return null;
      try {
        const { payload: claims } = await jwtVerify(`${HEADER}.${payload}.${signature}`, key, {
          algorithms: ['HS256'],
        });
        const invitationId = typeof claims.sub === 'string' ? uuidOf(claims.sub) : null;
        return invitationId ? { invitationId } : null;
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** The web page of an invitation's link (issue 39 item 1). */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/invitations/${token}`;
