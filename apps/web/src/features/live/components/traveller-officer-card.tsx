/**
 * The officer card the traveller sees (issue 17 §1): photo, name, badge number and languages,
 * from 30 min before the meeting time or from check-in; until then a sentence saying when. A
 * booking that is no longer running says so instead, so the page never tells two stories
 * (issue 26 §2).
 */
import type { BookingStatus, TravellerLive } from '@fasttrack/contracts';
import { BadgeCheck, UserRound } from 'lucide-react';
import { useStaffPhoto } from '../api/use-staff-photo';

export function TravellerOfficerCard({
  officer,
  bookingStatus,
}: {
  officer: TravellerLive['officer'];
  bookingStatus: BookingStatus;
}) {
  const photo = useStaffPhoto(officer?.photoUrl ?? null);
  if (!officer) {
    const running = bookingStatus === 'confirmed' || bookingStatus === 'pending';
    return (
      <p className="text-sm text-slate-700">
        {running
          ? 'Your officer will be shown 30 minutes before your meeting time'
          : `This booking is ${bookingStatus}: no officer will meet you.`}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-4" data-testid="officer-card">
      {photo ? (
        <img src={photo} alt={`Officer ${officer.name}`} className="h-20 w-20 rounded-full object-cover" />
      ) : (
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-100">
          <UserRound aria-hidden="true" className="h-10 w-10 text-slate-500" />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-lg font-bold text-slate-900">Officer {officer.name}</p>
        <p className="flex items-center gap-1 text-sm text-slate-800">
          <BadgeCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
          Badge {officer.badgeNumber}
        </p>
        <p className="text-sm text-slate-700">Speaks {officer.languages.join(', ') || 'English'}</p>
      </div>
    </div>
  );
}
