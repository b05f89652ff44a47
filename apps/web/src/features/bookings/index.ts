/**
 * Public face of the bookings feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * The booking dialog, the booking drafts and the signed-in user's bookings (spec §2, §4).
 */
export * from './api/get-user-bookings';
export * from './booking-dialog-context';
export * from './drafts';
export * from './use-open-booking-from-query';
