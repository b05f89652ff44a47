/**
 * The meeting code on the booking page (issue 17 §2), with the one story about it (ADR 260):
 * shown while the service is to happen (confirmed, flight not disrupted).
 */
import { MEETING_CODE_STORY } from '@fasttrack/contracts';

export function MeetingCodeCard({ code }: { code: string }) {
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <p className="text-sm font-medium text-slate-800">Your meeting code</p>
      <p className="text-3xl font-bold tracking-[0.3em] text-slate-900" data-testid="meeting-code">
        {code}
      </p>
      <p className="text-sm text-slate-700" data-testid="meeting-code-story">
        {MEETING_CODE_STORY}
      </p>
    </div>
  );
}
