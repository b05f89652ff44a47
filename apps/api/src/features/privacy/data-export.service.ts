/**
 * The traveller's copy of their data (issue 19, Data rights: "Download my data"; NDPA 2023
 * s. 34 right of access and s. 38 data portability): one JSON document of the profile, bookings,
 * payments, e-mails, chat messages and ratings, in the {@link DataExport} shape. Times are ISO
 * 8601 UTC; amounts are integers in minor units with their currency.
 */
import { DATA_EXPORT_FORMAT, type DataExport } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { membershipsOf } from '../organisations/index';
import {
  selectBookingHistory,
  selectBookings,
  selectChatMessages,
  selectCreditEntries,
  selectEmails,
  selectPayments,
  selectProfile,
  selectPushDevices,
  selectRatings,
  selectSignInProviders,
} from './data-export.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything kept about `userId`, and nothing about anyone else.
 * @throws AppError 401 when the account does not exist or was deleted.
 */
export async function buildDataExport(db: Executor, userId: string, now = new Date()): Promise<DataExport> {
  const profile = await selectProfile(db, userId);
  if (!profile) throw AppError.unauthorized();
  const [providers, bookingRows, paymentRows, emails, chat, ratings, credits, devices, memberships] = await Promise.all(
    [
      selectSignInProviders(db, userId),
      selectBookings(db, userId),
      selectPayments(db, userId),
      selectEmails(db, userId),
      selectChatMessages(db, userId),
      selectRatings(db, userId),
      selectCreditEntries(db, userId),
      selectPushDevices(db, userId),
      membershipsOf(db, userId),
    ],
  );
  const history = await selectBookingHistory(
    db,
    bookingRows.map((b) => b.id),
  );
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      dateOfBirth: profile.dateOfBirth,
      nationality: profile.nationality,
      role: profile.role,
      createdAt: profile.createdAt.toISOString(),
      hasProfileImage: profile.imageUpdatedAt !== null,
      marketingConsent: {
        given: profile.marketingConsent,
        recordedAt: iso(profile.marketingConsentAt),
        source: profile.marketingConsentSource,
      },
      notificationPreferences: {
        reminderEmails: profile.reminderEmails ?? true,
        channels: profile.channelChoices ?? {},
      },
      verifiedPhone:
        profile.verifiedPhone && profile.phoneVerifiedAt
          ? { number: profile.verifiedPhone, verifiedAt: profile.phoneVerifiedAt.toISOString() }
          : null,
      signInProviders: providers.map((p) => ({
        provider: p.provider,
        email: p.email,
        linkedAt: p.linkedAt.toISOString(),
      })),
      notificationDevices: devices.map((d) => ({
        browser: d.browser,
        allowedAt: d.allowedAt.toISOString(),
        lastUsedAt: iso(d.lastUsedAt),
      })),
    },
    organisations: memberships.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    bookings: bookingRows.map(({ id, ...b }) => ({
      ...b,
      meetingTime: b.meetingTime.toISOString(),
      createdAt: b.createdAt.toISOString(),
      cancelledAt: iso(b.cancelledAt),
      departureTime: b.departureTime.toISOString(),
      arrivalTime: b.arrivalTime.toISOString(),
      history: history
        .filter((h) => h.bookingId === id)
        .map(({ bookingId: _, at, ...h }) => ({ ...h, at: at.toISOString() })),
    })),
    payments: paymentRows.map((p) => ({
      ...p,
      paidAt: iso(p.paidAt),
      refundedAt: iso(p.refundedAt),
      createdAt: p.createdAt.toISOString(),
    })),
    emails: emails.map((e) => ({ ...e, createdAt: e.createdAt.toISOString(), sentAt: iso(e.sentAt) })),
    chatMessages: chat.map(({ senderUserId, ...m }) => ({
      ...m,
      fromYou: senderUserId === userId,
      createdAt: m.createdAt.toISOString(),
    })),
    ratings: ratings.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    creditEntries: credits.map((c) => ({
      ...c,
      expiresAt: c.expiresAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
