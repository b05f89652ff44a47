/**
 * / (spec §2 Landing). Query parameters: `signup=true` opens the card on its sign-up step;
 * `openBooking=true` opens the booking dialog, then `openBooking` and `step` leave the address.
 * `returnTo` and `step` are passed to the card for the redirect after sign-up.
 * After a sign-out for inactivity it says so above the hero (issue 19 §10). The sections below the
 * hero are static: kept as prerendered HTML, not hydrated (ADR 175).
 */
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StaticMarkup } from '../../components/static-markup';
import { readReturnIntent } from '../../features/auth/redirects';
import { useOpenBookingFromQuery } from '../../features/bookings/use-open-booking-from-query';
import { Hero } from '../../features/landing/hero';
import { SignedOutNotice } from '../../features/landing/signed-out-notice';
import { QueryParams } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

// Static HTML on a first visit; loaded only when the page renders in the browser (ADR 175).
const LandingSections = lazy(() =>
  import('../../features/landing/sections').then((m) => ({ default: m.LandingSections })),
);

export function LandingRoute() {
  useDocumentTitle(null);
  const [searchParams] = useSearchParams();
  // Read once: the card keeps its step and the redirect intent even after the address is tidied.
  const [initial] = useState(() => ({
    signup: searchParams.get(QueryParams.signup) === 'true',
    intent: readReturnIntent(searchParams),
  }));

  useOpenBookingFromQuery('landing');

  return (
    <>
      <SignedOutNotice />
      <Hero card={{ initialStep: initial.signup ? 'signup' : 'email', intent: initial.intent }} />
      <StaticMarkup id="landing-sections" content={LandingSections} />
    </>
  );
}
