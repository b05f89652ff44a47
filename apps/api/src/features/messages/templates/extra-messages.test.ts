import { describe, expect, it } from 'vitest';
import { extraUnavailable } from './extra-messages';
import { bookingFacts, recipient } from './template-fixtures';

const ctx = { booking: bookingFacts(), to: recipient, publicUrl: 'https://fasttrack.test' };

describe('an extra that cannot be given (issue 41 item 4)', () => {
  it('names the line, the team’s reason and the naira coming back', async () => {
    const mail = await extraUnavailable(ctx, {
      label: 'Lounge access (in VIP)',
      detail: '2 × per passenger',
      outcome: 'declined',
      reason: 'The lounge is closed for works that evening.',
      refundNgnKobo: 10_500_000,
    });
    expect(mail.subject).toBe('Lounge access (in VIP) is not available: FT-7K3M9Q');
    expect(mail.text).toContain('We could not arrange Lounge access (in VIP) for your booking FT-7K3M9Q.');
    expect(mail.text).toContain("Our team's note: The lounge is closed for works that evening.");
    expect(mail.text).toContain('₦105,000.00 for it is on its way back to your card or account');
    expect(mail.text).toContain('https://fasttrack.test/bookings/b1');
  });

  it("says a line billed on account is credited to the organisation's account, not sent to a card", async () => {
    const mail = await extraUnavailable(ctx, {
      label: 'Lounge access',
      detail: '1 × per passenger',
      outcome: 'declined',
      reason: null,
      refundNgnKobo: 5_250_000,
      creditedOnAccount: true,
    });
    expect(mail.text).toContain(
      "₦52,500.00 for it is credited to your organisation's account and shows as a credit line on its next invoice.",
    );
    expect(mail.text).not.toContain('card');
  });

  it('says a free line marked not delivered costs nothing back', async () => {
    const mail = await extraUnavailable(ctx, {
      label: 'Wheelchair assistance',
      detail: '1 × per passenger',
      outcome: 'not_delivered',
      reason: null,
      refundNgnKobo: 0,
    });
    expect(mail.subject).toBe('Wheelchair assistance was not delivered: FT-7K3M9Q');
    expect(mail.text).toContain('It was not charged, so there is nothing to refund.');
    expect(mail.text).not.toContain("Our team's note");
  });
});
