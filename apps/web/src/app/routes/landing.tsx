/**
 * / (spec §2 Landing). Query parameters: `signup=true` opens the card on its sign-up step;
 * `openBooking=true` opens the booking dialog, then `openBooking` and `step` leave the address.
 * `returnTo` and `step` are passed to the card for the redirect after sign-up.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readReturnIntent } from '../../features/auth/redirects';
import { useBookingDialog } from '../../features/bookings/booking-dialog-context';
import { Hero } from '../../features/landing/hero';
import { FeaturesSection, HowItWorksSection, StatsBand, TestimonialsSection } from '../../features/landing/sections';
import { useDocumentTitle } from '../../lib/use-document-title';
import { QueryParams } from '../paths';

export function LandingRoute() {
  useDocumentTitle(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const { openBookingDialog } = useBookingDialog();
  // Read once: the card keeps its step and the redirect intent even after the address is tidied.
  const [initial] = useState(() => ({
    signup: searchParams.get(QueryParams.signup) === 'true',
    intent: readReturnIntent(searchParams),
  }));

  const openBooking = searchParams.get(QueryParams.openBooking) === 'true';
  const step = searchParams.get(QueryParams.step);
  useEffect(() => {
    if (!openBooking) return;
    openBookingDialog({ source: 'landing', step: step === 'confirmation' ? 'confirmation' : undefined });
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(QueryParams.openBooking);
        next.delete(QueryParams.step);
        return next;
      },
      { replace: true },
    );
  }, [openBooking, step, openBookingDialog, setSearchParams]);

  return (
    <>
      <Hero card={{ initialStep: initial.signup ? 'signup' : 'email', intent: initial.intent }} />
      <StatsBand />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
    </>
  );
}
