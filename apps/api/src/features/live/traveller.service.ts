/**
 * What the traveller's booking page shows about the service (issue 17 §1, §2, §6): milestones,
 * the officer card from 30 min before the meeting time or from check-in, "Verified" once the
 * code matched, the chat state, and the rating.
 */
import { OFFICER_CARD_LEAD_MINUTES, RATING_WINDOW_DAYS, type TravellerLive } from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { earnRatingBonus } from '../credits/index';
import { findRating, insertRating, unreadCounts } from './chat.repository';
import { chatOpen } from './chat.service';
import { findServiceBooking, selectBookingOfficers, selectMilestones } from './live.repository';
import { verifiedOfficerName } from './progress.service';

/** The booking when `userId` owns it. @throws 404 otherwise (never 403: ids reveal nothing). */
async function ownBooking(db: Executor, userId: string, bookingId: string) {
  const booking = await findServiceBooking(db, bookingId);
  if (!booking || booking.userId !== userId) throw AppError.notFound();
  return booking;
}

/**
 * True when the officer card shows: while the service runs, from OFFICER_CARD_LEAD_MINUTES before
 * the meeting time or from the officer's check-in, whichever comes first (issue 17 §1). The
 * booking page and the passenger's pass (issue 36 item 1) both ask this.
 */
export function officerCardShown(
  booking: { status: string; meetingTime: Date },
  milestones: readonly { milestone: string }[],
  now: Date,
): boolean {
  const showFrom = booking.meetingTime.getTime() - OFFICER_CARD_LEAD_MINUTES * 60_000;
  const running = booking.status === 'confirmed' || booking.status === 'completed';
  return running && (now.getTime() >= showFrom || milestones.some((m) => m.milestone === 'checked_in'));
}

/** What the traveller `userId` asks about their booking `bookingId`, as of `now` (default: the current time). */
interface TravellerAsk {
  userId: string;
  bookingId: string;
  now?: Date;
}

async function cardState(db: Executor, ask: Required<TravellerAsk>) {
  const { userId, bookingId, now } = ask;
  const booking = await ownBooking(db, userId, bookingId);
  const milestones = await selectMilestones(db, bookingId);
  const [officer] = officerCardShown(booking, milestones, now) ? await selectBookingOfficers(db, bookingId) : [];
  return { booking, milestones, officer };
}

/** The live state of the traveller's booking (`ask.bookingId` of `ask.userId`) as of `ask.now`. */
export async function getTravellerLive(db: Db, ask: TravellerAsk): Promise<TravellerLive> {
  const { userId, bookingId, now = new Date() } = ask;
  const { booking, milestones, officer } = await cardState(db, { userId, bookingId, now });
  const rating = await findRating(db, bookingId);
  const completed = milestones.find((m) => m.milestone === 'completed');
  const [unread] = await unreadCounts(db, userId, [bookingId]);
  return {
    milestones: milestones.map((m) => ({
      milestone: m.milestone as TravellerLive['milestones'][number]['milestone'],
      at: m.at.toISOString(),
    })),
    officer: officer
      ? {
          name: `${officer.firstName} ${officer.lastName}`,
          badgeNumber: officer.badgeNumber,
          languages: officer.languages,
          photoUrl: officer.hasPhoto ? `/api/bookings/${bookingId}/officer-photo` : null,
        }
      : null,
    // Only while the service runs: a cancelled or ended service never says "you are with" (issue 26 §2).
    verifiedOfficerName: booking.status === 'confirmed' ? await verifiedOfficerName(db, bookingId) : null,
    chatOpen: await chatOpen(db, booking, now),
    unreadMessages: Number(unread?.unread ?? 0),
    rating: rating ? { score: rating.score, comment: rating.comment } : null,
    canRate: !rating && booking.status === 'completed' && withinRatingWindow(completed?.at, now),
  };
}

function withinRatingWindow(completedAt: Date | undefined, now: Date): boolean {
  return !!completedAt && now.getTime() <= completedAt.getTime() + RATING_WINDOW_DAYS * 86_400_000;
}

/**
 * The officer's photo for the owner (`ask.userId` of `ask.bookingId`), once the card may be shown
 * at `ask.now`. @throws 404 otherwise.
 */
export async function travellerOfficerPhoto(db: Db, ask: TravellerAsk) {
  const { userId, bookingId, now = new Date() } = ask;
  const { officer } = await cardState(db, { userId, bookingId, now });
  if (!officer?.photo || !officer.photoContentType) throw AppError.notFound();
  return { bytes: officer.photo, contentType: officer.photoContentType };
}

/**
 * The traveller `userId` rates the completed service `bookingId` once (`input`), within 14 days
 * of completion (issue 17 §6); the rating earns the rating bonus in the same transaction (issue
 * 27 §2). `now` defaults to the current time.
 * @throws 409 before completion, after 14 days, or when already rated.
 */
export async function rateService(
  db: Db,
  rating: { userId: string; bookingId: string; input: { score: number; comment?: string | undefined }; now?: Date },
) {
  const { userId, bookingId, input, now = new Date() } = rating;
  return db.transaction(async (tx) => {
    const booking = await ownBooking(tx, userId, bookingId);
    const completed = (await selectMilestones(tx, bookingId)).find((m) => m.milestone === 'completed');
    if (booking.status !== 'completed' || !completed)
      throw AppError.conflict('You can rate the service once it is completed.');
    if (!withinRatingWindow(completed.at, now)) throw AppError.conflict('Ratings close 14 days after the service.');
    const [officer] = await selectBookingOfficers(tx, bookingId);
    const comment = input.comment?.trim() ? input.comment.trim() : null;
    const stored = await insertRating(tx, {
      bookingId,
      userId,
      officerId: officer?.id ?? null,
      score: input.score,
      comment,
    });
    if (!stored) throw AppError.conflict('You have already rated this service.');
    await earnRatingBonus(tx, bookingId, now);
    return { score: input.score, comment };
  });
}
