/**
 * "I can’t find my officer" (issue 37): until the traveller has met their officer, what to do,
 * in order: where the meeting point is, how to know the officer, when the card shows, and the
 * support phone to call (a tel: link). The words live in contracts (`cantFindOfficerSteps`).
 */
import { CANT_FIND_OFFICER_TITLE, cantFindOfficerSteps, SUPPORT_CONTACT } from '@fasttrack/contracts';
import { LifeBuoy, Phone } from 'lucide-react';

export function CantFindOfficer({
  meetingPoint,
  meetingTime,
  timeZone,
}: {
  meetingPoint: string | null;
  meetingTime: string;
  /** The booking's airport zone (contracts `serviceTimeZone`). */
  timeZone: string;
}) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="cant-find-officer">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
        <LifeBuoy aria-hidden="true" className="h-4 w-4 text-brand-700" />
        {CANT_FIND_OFFICER_TITLE}
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
        {cantFindOfficerSteps(meetingPoint, new Date(meetingTime), timeZone).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a
        href={`tel:${SUPPORT_CONTACT.phone}`}
        className="mt-2 inline-flex items-center gap-1 font-semibold text-brand-700 underline"
      >
        <Phone aria-hidden="true" className="h-4 w-4" />
        Call {SUPPORT_CONTACT.phoneDisplay}
      </a>
    </details>
  );
}
