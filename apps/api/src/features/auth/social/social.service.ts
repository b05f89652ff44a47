/**
 * Which account a provider identity signs in to (issue 19 §11, ADR 135), then a session started
 * exactly as a password sign-in starts one (sessions.service.ts).
 *
 * 1. An identity already linked signs in to its account (if it is still active).
 * 2. Else, an account with the same e-mail (any case) is linked, but only when the provider says
 *    the address is verified (Google's `email_verified`; Facebook never says), and only for a
 *    customer: staff sign in with their password.
 * 3. Else a customer account is created with the provider's names and the quick sign-up's
 *    placeholders for the rest (so the "complete your details" prompt applies), an unusable
 *    password (Forgot password sets one), and the welcome e-mail, as registration sends it.
 */
import { randomBytes } from 'node:crypto';
import {
  FirstNameSchema,
  LastNameSchema,
  PLACEHOLDER_FIRST_NAME,
  QUICK_SIGNUP_PLACEHOLDERS,
  type SocialSignInError,
} from '@fasttrack/contracts';
import type { Executor } from '../../../db/client';
import { createAccount, findActiveRole, findLoginAccount } from '../../users/index';
import { recordAccountRegistered } from '../account-events';
import type { AuthDeps } from '../auth.service';
import { hashPassword } from '../passwords';
import { type SessionTokens, startSession } from '../sessions.service';
import { findIdentityUser, insertIdentity } from './oauth-identities.repository';
import type { SocialIdentity } from './providers';

/** A sign-in refused for a reason the login page explains (`socialSignInMessage`). */
export class SocialSignInRefused extends Error {
  override name = 'SocialSignInRefused';
  constructor(readonly code: SocialSignInError) {
    super(code);
  }
}

/**
 * Signs in as the account of `identity`, linking or creating it as above.
 * @throws SocialSignInRefused: `no_email` (a new account needs one), `email_in_use` (an account
 *   has the e-mail and the provider did not verify it), `staff`, `failed` (deactivated account).
 */
export async function signInWithIdentity(
  deps: AuthDeps,
  identity: SocialIdentity,
): Promise<SessionTokens & { created: boolean }> {
  // Hashed outside the transaction: argon2 takes a while and holds no lock.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return deps.db.transaction(async (tx) => {
    const { userId, created } = await accountFor(tx, deps, { identity, passwordHash });
    const role = await findActiveRole(tx, userId);
    if (!role) throw new SocialSignInRefused('failed');
    if (role !== 'customer') throw new SocialSignInRefused('staff');
    return { ...(await startSession(tx, { signer: deps.tokens, user: { userId, role } })), created };
  });
}

/**
 * The account the identity signs in to, and whether this sign-in created it.
 * @param signIn.passwordHash the (random) password hash of an account this sign-in creates
 */
async function accountFor(
  tx: Executor,
  deps: AuthDeps,
  signIn: { identity: SocialIdentity; passwordHash: string },
): Promise<{ userId: string; created: boolean }> {
  const { identity, passwordHash } = signIn;
  const { provider, subject, email } = identity;
  const linked = await findIdentityUser(tx, provider, subject);
  if (linked) return { userId: linked, created: false };
  if (!email) throw new SocialSignInRefused('no_email');

  const existing = await findLoginAccount(tx, email);
  if (existing) {
    if (!identity.emailVerified) throw new SocialSignInRefused('email_in_use');
    if (existing.user.role !== 'customer') throw new SocialSignInRefused('staff');
    return { userId: await link(tx, existing.user.id, identity), created: false };
  }

  const user = await createAccount(tx, {
    ...QUICK_SIGNUP_PLACEHOLDERS,
    email,
    firstName: nameOr(FirstNameSchema, identity.firstName, PLACEHOLDER_FIRST_NAME),
    lastName: nameOr(LastNameSchema, identity.lastName, QUICK_SIGNUP_PLACEHOLDERS.lastName),
    marketingConsent: false,
    passwordHash,
  });
  // Another sign-in created the account a moment ago: the unique e-mail index refused this one.
  if (!user) throw new SocialSignInRefused('failed');
  if (deps.jobs) await recordAccountRegistered(tx, deps.jobs, user);
  return { userId: await link(tx, user.id, identity), created: true };
}

async function link(tx: Executor, userId: string, identity: SocialIdentity): Promise<string> {
  const { provider, subject, email } = identity;
  if (await insertIdentity(tx, { userId, provider, subject, email })) return userId;
  // Linked meanwhile by a concurrent sign-in of the same identity: use that link.
  const linked = await findIdentityUser(tx, provider, subject);
  if (!linked) throw new SocialSignInRefused('failed');
  return linked;
}

/** The provider's name when it passes the registration rule (2 to 50 characters), else `fallback`. */
function nameOr(schema: typeof FirstNameSchema, value: string | null, fallback: string): string {
  const parsed = schema.safeParse(value?.slice(0, 50) ?? '');
  return parsed.success ? parsed.data : fallback;
}
