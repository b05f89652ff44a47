/**
 * The lead passenger's pass (issue 36 item 1): what `GET /api/pass/:token` answers to the signed
 * link in their texts. Only what the passenger needs on the day, from the booking and its service:
 * reference, flight, meeting time and point, the meeting code while the service is on, the officer
 * card when the booking page shows it, "Verified", and the last move of the meeting time. Never
 * the booker's name, e-mail or phone, amounts, payment or special requests.
 */
import {
  ErrorCode,
  type PassengerPass,
  PassMessages,
  passExpiresAt,
  serviceTimeZone,
  type TravellerOfficer,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PassSigner } from '../../lib/passenger-pass';
import { findPassBooking } from '../bookings/index';
import { selectBookingOfficers, selectMilestones } from './live.repository';
import { verifiedOfficerName } from './progress.service';
import { officerCardShown } from './traveller.service';

const expired = () => new AppError(ErrorCode.LINK_EXPIRED, PassMessages.expired, { statusCode: 410 });

/** The database, and the signer that checks a pass link's token. */
interface PassDeps {
  db: Db;
  signer: PassSigner;
}

/**
 * The booking of a token, while its link works: until the end of the service day, by the token's
 * own expiry and by the booking's current service window (a booking moved earlier ends earlier).
 * @throws AppError 404 forged, foreign or unknown; 410 LINK_EXPIRED past the service day.
 */
async function passBooking({ db, signer }: PassDeps, token: string, now: Date) {
  const verified = await signer.verify(token, now);
  if (verified === 'expired') throw expired();
  if (!verified) throw AppError.notFound(PassMessages.invalid);
  const found = await findPassBooking(db, verified.bookingReference);
  if (!found) throw AppError.notFound(PassMessages.invalid);
  const expiresAt = passExpiresAt(found.serviceWindowEnd, serviceTimeZone(found.booking));
  if (now >= expiresAt) throw expired();
  return { ...found, expiresAt };
}

/** @throws AppError 404 or 410 as {@link passBooking}. */
export async function readPass(deps: PassDeps, token: string, now = new Date()): Promise<PassengerPass> {
  const { db } = deps;
  const { booking: b, expiresAt } = await passBooking(deps, token, now);
  const milestones = await selectMilestones(db, b.id);
  const meeting = { status: b.status, meetingTime: new Date(b.meetingTime) };
  const [officer] = officerCardShown(meeting, milestones, now) ? await selectBookingOfficers(db, b.id) : [];
  const card: TravellerOfficer | null = officer
    ? {
        name: `${officer.firstName} ${officer.lastName}`,
        badgeNumber: officer.badgeNumber,
        languages: officer.languages,
        photoUrl: officer.hasPhoto ? `/api/pass/${token}/officer-photo` : null,
      }
    : null;
  const live = b.status === 'confirmed' && !b.flightDisruption;
  return {
    bookingReference: b.bookingReference,
    passengerName: b.leadPassengerName,
    serviceType: b.serviceType,
    passengerCount: b.passengerCount,
    status: b.status,
    flight: {
      airlineName: b.flight.airlineName,
      flightNumber: b.flight.flightNumber,
      departureIata: b.flight.departureIata,
      arrivalIata: b.flight.arrivalIata,
      departureTime: b.flight.departureTime,
      arrivalTime: b.flight.arrivalTime,
      terminal: b.flight.terminal,
      status: b.flightStatus,
    },
    meetingTime: b.meetingTime,
    airportTimeZone: serviceTimeZone(b),
    meetingPoint: b.meetingPoint,
    meetingCode: live ? (b.meetingCode ?? null) : null,
    officer: card,
    verifiedOfficerName: b.status === 'confirmed' ? await verifiedOfficerName(db, b.id) : null,
    milestones: milestones.map((m) => ({
      milestone: m.milestone as PassengerPass['milestones'][number]['milestone'],
      at: m.at.toISOString(),
    })),
    flightDisruption: b.flightDisruption,
    meetingChange: b.meetingChange ?? null,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The officer's photo, once the pass shows the card. @throws AppError 404 otherwise, 410 past the day. */
export async function passOfficerPhoto(deps: PassDeps, token: string, now = new Date()) {
  const { db } = deps;
  const { booking: b } = await passBooking(deps, token, now);
  const milestones = await selectMilestones(db, b.id);
  if (!officerCardShown({ status: b.status, meetingTime: new Date(b.meetingTime) }, milestones, now)) {
    throw AppError.notFound();
  }
  const [officer] = await selectBookingOfficers(db, b.id);
  if (!officer?.photo || !officer.photoContentType) throw AppError.notFound();
  return { bytes: officer.photo, contentType: officer.photoContentType };
}
