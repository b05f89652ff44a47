/**
 * Rate the service (issue 17 §6): 1 to 5 stars and an optional comment of up to 1,000
 * characters, once, after completion. Shows the rating once given.
 */
import type { TravellerLive } from '@fasttrack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { useRateService } from '../api/chat-and-rating';

export function RatingForm({ bookingId, live }: { bookingId: string; live: TravellerLive }) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const rate = useRateService(bookingId);
  if (live.rating) {
    return <p className="text-sm text-slate-900">You rated this service {live.rating.score} out of 5. Thank you.</p>;
  }
  if (!live.canRate) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (score) rate.mutate({ score, comment });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">How was your service?</legend>
        <div className="flex gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="score"
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                className="sr-only"
              />
              {n} {n === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={commentId} className="text-sm font-medium text-slate-800">
        Comment (optional)
      </label>
      <Textarea id={commentId} value={comment} maxLength={1000} rows={3} onChange={(e) => setComment(e.target.value)} />
      {rate.isError ? <Alert tone="error">{rate.error.message}</Alert> : null}
      <Button type="submit" size="sm" disabled={!score || rate.isPending} className="self-start">
        Send rating
      </Button>
    </form>
  );
}
