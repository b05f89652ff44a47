/**
 * Loyalty credit messages (issue 27 §2, §4): the warning 30 days before earned credits expire,
 * and the thank-you after a completed service that says what it earned.
 */
import { formatWat } from '@fasttrack/contracts';
import type { BookingFacts, Recipient } from '../messages.repository';
import { bookingUrl, usd } from './booking-messages';
import { type Rendered, renderLayout } from './layout';

/** @param expiring.amountUsdCents what is left of the earning; `expiring.expiresAt` when it expires. */
export function creditsExpiring(
  to: Recipient,
  publicUrl: string,
  expiring: { amountUsdCents: number; expiresAt: Date },
): Promise<Rendered> {
  const { amountUsdCents, expiresAt } = expiring;
  return renderLayout({
    subject: `${usd(amountUsdCents)} of your credits expire on ${formatWat(expiresAt)}`,
    preview: 'Use them on your next trip through Lagos.',
    heading: 'Your loyalty credits expire soon',
    intro: [
      `Hello ${to.firstName},`,
      `${usd(amountUsdCents)} of your loyalty credits expire on ${formatWat(expiresAt)}. Choose "Use my credits" when you pay for your next booking.`,
    ],
    cta: { label: 'See your credits', url: `${publicUrl}/credits` },
  });
}

/**
 * @param ctx the completed booking, its recipient and PUBLIC_URL (for links)
 * @param earnedUsdCents what the completed service earned (0: the line is left out).
 */
export function serviceCompleted(
  { booking: b, to, publicUrl }: { booking: BookingFacts; to: Recipient; publicUrl: string },
  earnedUsdCents: number,
): Promise<Rendered> {
  return renderLayout({
    subject: `Thank you for travelling with us: ${b.reference}`,
    preview: 'Your service is complete.',
    heading: 'Your service is complete',
    intro: [
      `Hello ${to.firstName},`,
      `Your ${b.reference} service is complete. Rate it within 14 days to help us improve.`,
      ...(earnedUsdCents > 0 ? [`You earned ${usd(earnedUsdCents)} in loyalty credits towards your next trip.`] : []),
    ],
    cta: { label: 'Rate your service', url: bookingUrl(publicUrl, b.id) },
  });
}
