/**
 * / (spec §2 Landing). Query parameters: `signup=true` opens the card on its sign-up step;
 * `openBooking=true` opens the booking dialog, then `openBooking` and `step` leave the address.
 * `returnTo` and `step` are passed to the card for the redirect after sign-up.
 * After a sign-out for inactivity it says so above the hero (issue 19 §10).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readReturnIntent } from '../../features/auth/redirects';
import { useOpenBookingFromQuery } from '../../features/bookings/use-open-booking-from-query';
import { Hero } from '../../features/landing/hero';
import { FeaturesSection, HowItWorksSection, StatsBand, TestimonialsSection } from '../../features/landing/sections';
import { SignedOutNotice } from '../../features/landing/signed-out-notice';
import { QueryParams } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

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
      <StatsBand />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
    </>
  );
}
