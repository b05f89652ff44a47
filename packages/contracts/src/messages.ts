/**
 * User-facing messages quoted by the spec (§5 validation, §8 errors), word for word.
 * Both the API and the web app import them from here so they cannot drift.
 */

import { ApiCallMessages, InlineSignupMessages } from './first-load-messages';

/** Every message, the groups of first-load-messages.ts included. */
export const Messages = {
  // §5 Login
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  // §5 Registration
  firstNameTooLong: 'First name must be less than 50 characters',
  lastNameTooLong: 'Last name must be less than 50 characters',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  phoneInvalid: (example: string) => `Please enter a valid phone number (e.g., ${example})`,
  ageOutOfRange: 'You must be between 18 and 100 years old',
  nationalityRequired: 'Please select your nationality',
  passwordsDontMatch: "Passwords don't match",
  termsRequired: 'You must accept the terms and conditions',
  passwordWeak: 'Password must contain at least one lowercase letter, one uppercase letter and one number',
  passwordTooLong: 'Password must be at most 128 characters',
  ...InlineSignupMessages,
  // §5 Flight search and booking form
  flightNumberInvalid: 'Please enter a valid flight number (e.g., TK1979, BA123)',
  routeTooShort: 'Please enter at least 3 characters',
  travelDateRequired: 'Please select a travel date',
  travelDateInPast: 'Travel date cannot be in the past',
  passengersMin: 'Minimum 1 passenger',
  passengersMax: 'Maximum 10 passengers',
  paymentMethodRequired: 'Please select a payment method',
  // §5 Profile picture
  imageTypeInvalid: 'Please select a valid image file (JPEG, PNG, or WebP)',
  imageTooLarge: 'File size must be less than 5MB',
  imageUploadFailed: 'Failed to upload image. Please try again.',
  imageRemoveFailed: 'Failed to remove image. Please try again.',
  // §8 Error catalogue
  ...ApiCallMessages,
  noRefreshToken: 'No refresh token available',
  loginFailedRetry: 'Login failed. Please try again.',
  registrationFailedRetry: 'Registration failed. Please try again.',
  flightNotFound: 'No flight found with the provided details. Please try again.',
  flightSearchError: 'Error searching for flight. Please try again.',
  bookingCreateError: 'Error creating booking. Please try again.',
  paymentInitFailed: 'Failed to initialize payment. Please try again.',
  customerEmailRequired: 'Customer email is required',
  paymentOkBookingUpdateFailed:
    'Payment was successful but there was an issue updating your booking. Please contact support.',
  bookingsFetchFailed: 'Failed to fetch bookings',
  bookingsLoadFailed: 'Failed to load bookings',
  cancelFailed: 'Failed to cancel booking',
  // API-side messages (not quoted by the spec)
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  notFound: 'Resource not found',
  rateLimited: 'Too many requests. Please try again later.',
  invalidJson: 'Request body is not valid JSON',
  validationFailed: 'Validation failed',
  internalError: 'Something went wrong on our side. Please try again.',
} as const;
