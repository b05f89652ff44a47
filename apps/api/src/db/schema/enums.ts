/** PostgreSQL enums, built from the contract value lists so both stay in step. */
import {
  BOOKING_PAYMENT_STATUSES,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  ROLES,
  SERVICE_TYPES,
} from '@fasttrack/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ROLES);
export const serviceType = pgEnum('service_type', SERVICE_TYPES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingPaymentStatus = pgEnum('booking_payment_status', BOOKING_PAYMENT_STATUSES);
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
