/**
 * Business constants and limits (spec §9). Values are the product's, word for word.
 */
export const SERVICE_TYPES = ['arrival', 'departure'] as const;
export const SERVICE_TYPE_LABELS = { arrival: 'Arrival Service', departure: 'Departure Service' } as const;

/** Default unit price per passenger, in USD cents (§9: 45 USD). */
export const DEFAULT_PRICE_USD_CENTS = 4500;
/** Default exchange rate, Naira per US dollar (§9: 1500). */
export const DEFAULT_EXCHANGE_RATE_NGN = 1500;

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 10;
export const SPECIAL_REQUIREMENTS_MAX = 500;
export const AGE_MIN = 18;
export const AGE_MAX = 100;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
/** Flight search accepts dates up to this many days ahead (issue: flights). */
export const SEARCH_MAX_DAYS_AHEAD = 330;

/** Request time-out for the browser API client, in ms (§7, §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * UI delays, in ms (§9). The spec's 3 s after booking is gone: the success step shows the meeting
 * code and stays until the traveller leaves it (issue 37, ADR 305).
 */
export const REDIRECT_AFTER_AUTH_MS = 2_000;
export const FOUND_FLIGHT_BANNER_MS = 3_000;
export const PROFILE_SAVED_MESSAGE_MS = 3_000;

export const CURRENCY_DISPLAY = 'USD';
export const CURRENCY_PAYMENT = 'NGN';
export const PAYMENT_METHODS = ['card', 'bank'] as const;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Session timeout options in minutes (§2 Profile, §9); 60 is the default. */
export const SESSION_TIMEOUT_OPTIONS_MIN = [30, 60, 120, 240] as const;
export const SESSION_TIMEOUT_DEFAULT_MIN = 60;

/**
 * Roles (issue: accounts; issue 15 §2). Only `customer` is created by public registration;
 * staff accounts are made by an admin (or `npm run staff:create` for the first admin).
 */
export const ROLES = ['customer', 'officer', 'dispatcher', 'admin'] as const;
/** Roles that work for the business and use the consoles (`/ops`, `/officer`). */
export const STAFF_ROLES = ['officer', 'dispatcher', 'admin'] as const;

/** Nationality options (§3). */
export const NATIONALITIES = [
  'Nigerian',
  'American',
  'British',
  'Canadian',
  'Australian',
  'German',
  'French',
  'Other',
] as const;

/**
 * Hours before the service time from which a paid booking cancelled by its traveller is no longer
 * refunded (issue: bookings, Cancellation; the rule itself is contracts `cancellationRule`).
 */
export const REFUND_WINDOW_HOURS = 24;
