/**
 * Special requests on a booking card (spec §2 Bookings, issue 19 §8): the first 20 characters plus
 * an ellipsis, and a disclosure button (aria-expanded) that shows the whole text (up to the
 * server's 500 characters), wrapped so that it never overflows a 360 px screen.
 * Renders a `<div>` of `<dt>`/`<dd>` for the card's description list.
 */
import { useId, useState } from 'react';
import { previewSpecialRequests, SPECIAL_REQUESTS_PREVIEW_CHARS } from '../booking-format';

/** @param bookingReference names the booking in the button's accessible name (several cards per page). */
export function SpecialRequests({ text, bookingReference }: { text: string; bookingReference: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = text.length > SPECIAL_REQUESTS_PREVIEW_CHARS;
  return (
    <div className="min-w-0 sm:col-span-2">
      <dt className="text-slate-700">Special requests</dt>
      <dd className="font-medium text-slate-900">
        <span id={textId} className="break-words whitespace-pre-line">
          {expanded || !long ? text : previewSpecialRequests(text)}
        </span>
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((v) => !v)}
            className="ml-2 rounded-sm text-sm font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {expanded ? 'Show less' : 'Show more'}
            <span className="sr-only"> of the special requests for {bookingReference}</span>
          </button>
        ) : null}
      </dd>
    </div>
  );
}
