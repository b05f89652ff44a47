/**
 * Display rules for bookings (spec §2 Bookings): status with its first letter capitalised,
 * 'Person' for one passenger and 'People' otherwise, special requests cut to 20 characters plus
 * an ellipsis. Money and times are shown with the contracts' helpers (Lagos time).
 */
import { SERVICE_TYPE_LABELS, type ServiceType } from '@fasttrack/contracts';

export const SPECIAL_REQUESTS_PREVIEW_CHARS = 20;

/** 'confirmed' -> 'Confirmed'. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** 1 -> '1 Person', 2 -> '2 People'. */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'People'}`;
}

/** The first 20 characters, plus '...' when there were more. */
export function previewSpecialRequests(text: string): string {
  return text.length > SPECIAL_REQUESTS_PREVIEW_CHARS ? `${text.slice(0, SPECIAL_REQUESTS_PREVIEW_CHARS)}...` : text;
}

/** 'arrival' -> 'Arrival Service'. */
export function serviceLabel(serviceType: ServiceType): string {
  return SERVICE_TYPE_LABELS[serviceType];
}
