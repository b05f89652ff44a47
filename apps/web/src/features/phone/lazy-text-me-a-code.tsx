/**
 * The offer to verify a phone for texts (issue 36 item 6), loaded on first use with its own
 * Suspense boundary: the auth dialog and the booking dialog carry only this wrapper, and nothing
 * lands in the landing page's first load (ADR 175).
 */
import { lazy, Suspense } from 'react';
import type { TextMeACodeProps } from './components/text-me-a-code';

const Offer = lazy(() => import('./components/text-me-a-code').then((m) => ({ default: m.TextMeACode })));

export function TextMeACode(props: TextMeACodeProps) {
  return (
    <Suspense fallback={null}>
      <Offer {...props} />
    </Suspense>
  );
}
