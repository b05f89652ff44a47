/**
 * How the Twilio stand-in takes its account, as Twilio's API does: HTTP Basic auth with the
 * account SID and auth token, and the account in the path must be that one (error 20003).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TextsConfig } from '../../config';
import { type TwilioError, twilioError } from './resources';

export const fail = (reply: FastifyReply, error: TwilioError) => reply.status(error.status).send(error);

/** The account SID and token of `Authorization: Basic …`, or null. */
function basicAuth(request: FastifyRequest): { user: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** True when the request carries the stand-in's account; otherwise answers 401 (20003) and returns false. */
export function authorised(request: FastifyRequest, reply: FastifyReply, texts: TextsConfig): boolean {
  const auth = basicAuth(request);
  const { AccountSid } = request.params as { AccountSid: string };
  if (!auth || auth.user !== texts.accountSid || auth.password !== texts.authToken || AccountSid !== texts.accountSid) {
    fail(reply, twilioError(401, 20003, 'Authenticate'));
    return false;
  }
  return true;
}

/** The Twilio list resources' answer at `path`: one page of `page.items` under `page.key`, no next page. */
export function listPage(path: string, page: { key: string; items: unknown[]; pageSize: number }) {
  const { key, items, pageSize } = page;
  return {
    end: Math.max(items.length - 1, 0),
    first_page_uri: `${path}?PageSize=${pageSize}&Page=0`,
    [key]: items,
    next_page_uri: null,
    page: 0,
    page_size: pageSize,
    previous_page_uri: null,
    start: 0,
    uri: `${path}?PageSize=${pageSize}&Page=0`,
  };
}
