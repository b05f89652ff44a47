/**
 * Ratings on the ops console (issue 17 §6): each officer's average, every rating of 3 or less
 * flagged for the dispatcher to follow up, and the latest comments whatever the score (issue 26
 * §6: what travellers write is for the dispatchers to read).
 */
import { OfficerRatingsSchema, successEnvelope } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { apiClient } from '../../../lib/api-client';
import { formatWat } from '../../../lib/wat';

const RatingsEnvelope = successEnvelope(OfficerRatingsSchema);

export function RatingsPanel() {
  const ratings = useQuery({
    queryKey: ['ops', 'ratings'],
    queryFn: async ({ signal }) => (await apiClient.get('/ops/ratings', { schema: RatingsEnvelope, signal })).data,
  });
  if (!ratings.data) return null;
  const { officers, flagged, comments } = ratings.data;
  return (
    <section
      aria-labelledby="ratings-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="ratings-heading" className="text-lg font-bold text-slate-900">
        Ratings
      </h2>
      {officers.length === 0 ? <p className="text-sm text-slate-700">No rating yet.</p> : null}
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {officers.map((o) => (
          <li key={o.officerId} className="text-slate-900">
            {o.name}: {o.average.toFixed(1)} of 5 ({o.count} {o.count === 1 ? 'rating' : 'ratings'})
          </li>
        ))}
      </ul>
      {flagged.length > 0 ? (
        <>
          <h3 className="text-base font-semibold text-slate-900">Ratings of 3 or less</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {flagged.map((f) => (
              <li key={f.bookingId} className="flex items-start gap-2 text-red-900">
                <Flag aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 break-words">
                  {f.bookingReference}: {f.score} of 5{f.officerName ? ` for ${f.officerName}` : ''},{' '}
                  {formatWat(f.createdAt)}
                  {f.comment ? `. "${f.comment}"` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {comments.length > 0 ? (
        <>
          <h3 className="text-base font-semibold text-slate-900">Latest comments</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {comments.map((c) => (
              <li key={c.bookingId} className="min-w-0 break-words text-slate-900">
                "{c.comment}": {c.score} of 5{c.officerName ? ` for ${c.officerName}` : ''}, {c.bookingReference},{' '}
                {formatWat(c.createdAt)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
