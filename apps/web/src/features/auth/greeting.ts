/**
 * The greeting of a signed-in traveller, on the dashboard's heading and the landing page's
 * signed-in card (spec §2 Dashboard: 'Welcome back, {first name}!'; issue 19 §10 and issue 26 §6:
 * a new user is welcomed, not welcomed back). The one place that decides which.
 *
 * A traveller is new when their account was created in this browser tab ({@link isNewAccount}):
 * they have never been here before, whether or not they booked on the way. Anyone else, including
 * someone who signed up yesterday, is coming back. Before the user is known (the prerendered page,
 * ADR 071) the heading is the neutral 'Welcome!', right for both, so no wrong greeting flashes.
 */
import type { User } from '@fasttrack/contracts';
import { isNewAccount } from './new-account';

/** The heading before the user is known: true for a new and a returning user alike. */
export const NEUTRAL_GREETING = 'Welcome!';

/** 'Welcome, Ada!' for an account created in this tab, 'Welcome back, Ada!' otherwise, 'Welcome!' with no user yet. */
export function dashboardGreeting(user: Pick<User, 'id' | 'firstName'> | null): string {
  if (!user) return NEUTRAL_GREETING;
  return isNewAccount(user.id) ? `Welcome, ${user.firstName}!` : `Welcome back, ${user.firstName}!`;
}
