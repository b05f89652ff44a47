/**
 * "Extras" on the traveller's booking page (issue 41 item 4): each add-on line the booking was
 * sold with, its quantity and unit, and where it stands in the words every screen uses
 * (contracts `extraLineStatusWords`: "Waiting for confirmation", "Confirmed", "Not available,
 * refund on its way", "Delivered"...), from GET /api/bookings/:id/extras. A booking with no
 * add-on line asks nothing. The lines themselves are the booking's own, so with no network they
 * are still listed, without their state.
 */
import {
  type Booking,
  ExtraLinesResultSchema,
  extraLineStatusWords,
  lineQuantityWords,
  priceLineLabel,
  successEnvelope,
} from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bookingsKey } from '../../bookings/index';

/** Under the booking's key, so the live stream's refresh of the booking refreshes its extras too. */
export const extraLinesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, bookingId, 'extras'],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/bookings/${encodeURIComponent(bookingId)}/extras`, {
          schema: successEnvelope(ExtraLinesResultSchema),
          signal,
        })
      ).data.lines,
  });

export function ExtraLines({ booking }: { booking: Pick<Booking, 'id' | 'priceLines'> }) {
  // A line is named by its place in the booking's lines (0 is the service), which never changes.
  const lines = (booking.priceLines ?? []).flatMap((line, lineIndex) =>
    line.kind === 'add_on' ? [{ line, lineIndex }] : [],
  );
  const states = useQuery({ ...extraLinesQuery(booking.id), enabled: lines.length > 0 });
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={`extras-${booking.id}`} className="border-t border-slate-200 pt-3">
      <h3 id={`extras-${booking.id}`} className="mb-1 text-base font-semibold text-slate-900">
        Extras
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map(({ line, lineIndex }) => {
          const state = states.data?.find((s) => s.lineIndex === lineIndex);
          return (
            <li key={lineIndex} className="flex items-baseline justify-between gap-4">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{priceLineLabel(line)}</span>
                <span className="block text-xs text-slate-700">{lineQuantityWords(line)}</span>
              </span>
              {state ? (
                <span className="shrink-0 text-right font-medium text-slate-900">{extraLineStatusWords(state)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
