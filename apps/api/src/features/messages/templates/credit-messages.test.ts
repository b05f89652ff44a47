import { describe, expect, it } from 'vitest';
import { creditsExpiring, serviceCompleted } from './credit-messages';
import { bookingFacts, recipient } from './template-fixtures';

const booking = bookingFacts();
const to = recipient;

describe('loyalty credit messages (issue 27 §2, §4)', () => {
  it('warns what expires and when, in WAT, and links to the statement', async () => {
    const mail = await creditsExpiring(to, 'https://fasttrack.test', {
      amountUsdCents: 225,
      expiresAt: new Date('2027-11-27T09:00:00Z'),
    });
    expect(mail.subject).toBe('$2.25 of your credits expire on Sat 27 Nov 2027, 10:00 WAT');
    expect(mail.text).toContain('Choose "Use my credits"');
    expect(mail.text).toContain('https://fasttrack.test/credits');
  });

  it('says what a completed service earned, and leaves the line out when it earned nothing', async () => {
    const earned = await serviceCompleted({ booking, to, publicUrl: 'https://fasttrack.test' }, 225);
    expect(earned.text).toContain('You earned $2.25 in loyalty credits towards your next trip.');
    const none = await serviceCompleted({ booking, to, publicUrl: 'https://fasttrack.test' }, 0);
    expect(none.text).not.toContain('You earned');
  });
});
