/**
 * The time left on an unpaid booking's hold (issue 15 §5), as the payment step shows it.
 * Pure, so the countdown's wording is tested without a clock.
 */

/** Milliseconds until `holdExpiresAt` (ISO), never below 0. */
export function holdRemainingMs(holdExpiresAt: string, now: number = Date.now()): number {
  return Math.max(0, new Date(holdExpiresAt).getTime() - now);
}

/** 1 805 000 ms -> "30:05" (minutes and seconds, rounded up so 0:00 means it has run out). */
export function formatHoldRemaining(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
