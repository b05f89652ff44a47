/**
 * Reads for the data export (issue 19, Data rights: access). Every select names its columns, so
 * no secret (password hash, refresh or reset token hashes, payment access codes, meeting codes)
 * can reach the file by a `select *`. All reads are scoped to one user id.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingEvents,
  bookings,
  chatMessages,
  creditEntries,
  flights,
  notificationPreferences,
  oauthIdentities,
  outboxMessages,
  payments,
  profileImages,
  pushSubscriptions,
  serviceRatings,
  users,
  verifiedPhones,
} from '../../db/schema/index';

/** The account's own fields, or null when it does not exist or was deleted. */
export async function selectProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      nationality: users.nationality,
      role: users.role,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
      marketingConsent: users.marketingConsent,
      marketingConsentAt: users.marketingConsentAt,
      marketingConsentSource: users.marketingConsentSource,
      reminderEmails: notificationPreferences.reminderEmails,
      channelChoices: notificationPreferences.channels,
      verifiedPhone: verifiedPhones.phone,
      phoneVerifiedAt: verifiedPhones.verifiedAt,
      imageUpdatedAt: profileImages.updatedAt,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .leftJoin(profileImages, eq(profileImages.userId, users.id))
    .leftJoin(verifiedPhones, eq(verifiedPhones.userId, users.id))
    .where(eq(users.id, userId));
  return row && !row.deletedAt ? row : null;
}

export function selectSignInProviders(db: Executor, userId: string) {
  return db
    .select({ provider: oauthIdentities.provider, email: oauthIdentities.email, linkedAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(asc(oauthIdentities.createdAt));
}

/** The devices that allowed push notifications, oldest first (no endpoint or keys: they are the device's). */
export function selectPushDevices(db: Executor, userId: string) {
  return db
    .select({
      browser: pushSubscriptions.userAgent,
      allowedAt: pushSubscriptions.createdAt,
      lastUsedAt: pushSubscriptions.lastUsedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** The user's bookings with their flights, oldest first. */
export function selectBookings(db: Executor, userId: string) {
  return (
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        serviceType: bookings.serviceType,
        passengerCount: bookings.passengerCount,
        leadPassengerName: bookings.leadPassengerName,
        contactPhone: bookings.contactPhone,
        leadPassengerEmail: bookings.leadPassengerEmail,
        specialRequirements: bookings.specialRequirements,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        refundStatus: bookings.refundStatus,
        unitPriceUsdCents: bookings.unitPriceUsdCents,
        totalUsdCents: bookings.totalUsdCents,
        totalNgnKobo: bookings.totalNgnKobo,
        meetingTime: bookings.meetingTime,
        createdAt: bookings.createdAt,
        cancelledAt: bookings.cancelledAt,
        flightNumber: flights.flightNumber,
        airlineName: flights.airlineName,
        departureIata: flights.departureIata,
        arrivalIata: flights.arrivalIata,
        departureTime: flights.departureTime,
        arrivalTime: flights.arrivalTime,
        terminal: flights.terminal,
      })
      .from(bookings)
      .innerJoin(flights, eq(flights.id, bookings.flightId))
      // Your own bookings, and those an organisation made for you; not those you made for others
      // as an arranger, which hold their passengers' data (issue 39).
      .where(
        or(and(eq(bookings.userId, userId), isNull(bookings.organisationId)), eq(bookings.passengerUserId, userId)),
      )
      .orderBy(asc(bookings.createdAt))
  );
}

/** Status history of these bookings (status, payment and refund changes). */
export function selectBookingHistory(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      field: bookingEvents.field,
      from: bookingEvents.fromValue,
      to: bookingEvents.toValue,
      by: bookingEvents.actorRole,
      at: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, bookingIds))
    .orderBy(asc(bookingEvents.createdAt));
}

/** The user's payment attempts; no access code, authorization URL or provider metadata. */
export function selectPayments(db: Executor, userId: string) {
  return db
    .select({
      bookingReference: bookings.reference,
      provider: payments.provider,
      reference: payments.reference,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      method: payments.method,
      status: payments.status,
      failureReason: payments.failureReason,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** E-mails the product sent (or meant to send) to the user; their payloads are left out. */
export function selectEmails(db: Executor, userId: string) {
  return db
    .select({
      kind: outboxMessages.kind,
      bookingReference: bookings.reference,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .leftJoin(bookings, eq(bookings.id, outboxMessages.bookingId))
    .where(eq(outboxMessages.userId, userId))
    .orderBy(asc(outboxMessages.createdAt));
}

/** Every chat message of the user's bookings (theirs and the officers' replies to them). */
export function selectChatMessages(db: Executor, userId: string) {
  return db
    .select({
      bookingReference: bookings.reference,
      senderUserId: chatMessages.senderUserId,
      senderRole: chatMessages.senderRole,
      senderName: chatMessages.senderName,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(bookings, eq(bookings.id, chatMessages.bookingId))
    .where(eq(bookings.userId, userId))
    .orderBy(asc(chatMessages.createdAt));
}

export function selectRatings(db: Executor, userId: string) {
  return db
    .select({
      bookingReference: bookings.reference,
      score: serviceRatings.score,
      comment: serviceRatings.comment,
      createdAt: serviceRatings.createdAt,
    })
    .from(serviceRatings)
    .innerJoin(bookings, eq(bookings.id, serviceRatings.bookingId))
    .where(and(eq(serviceRatings.userId, userId), eq(bookings.userId, userId)))
    .orderBy(asc(serviceRatings.createdAt));
}

/** The loyalty credit ledger (issue 27 §4): every entry, oldest first, amounts in USD cents. */
export function selectCreditEntries(db: Executor, userId: string) {
  return db
    .select({
      kind: creditEntries.kind,
      amountUsdCents: creditEntries.amountUsdCents,
      bookingReference: bookings.reference,
      cause: creditEntries.cause,
      reason: creditEntries.reason,
      expiresAt: creditEntries.expiresAt,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .leftJoin(bookings, eq(bookings.id, creditEntries.bookingId))
    .where(eq(creditEntries.userId, userId))
    .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id));
}
