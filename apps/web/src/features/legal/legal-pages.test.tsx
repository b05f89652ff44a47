/** /terms and /privacy (issue 19 §2 and "Data rights"): the rules a traveller reads before paying. */
import { CREDITS_RETURNED_ON_REFUND, creditsKeptOnLateCancel, REFUND_WINDOW_HOURS } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../lib/site';
import { renderWithApp } from '../../test/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const section = (name: string) => screen.getByRole('region', { name });

describe('terms', () => {
  it('states the cancellation and refund rule, payment in Naira through Paystack, and the contact', () => {
    renderWithApp(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const refunds = section('3. Cancellation and refunds');
    expect(refunds).toHaveTextContent(
      `Full refund when a paid booking is cancelled ${REFUND_WINDOW_HOURS} hours or more before the service time.`,
    );
    expect(refunds).toHaveTextContent(
      `No refund when a paid booking is cancelled less than ${REFUND_WINDOW_HOURS} hours`,
    );
    expect(refunds).toHaveTextContent(
      'Flight cancelled or diverted: you may cancel with a full refund whatever the time.',
    );
    // Issue 26 §2: no cancel in the app once the officer has checked in; our no-show is refunded in full.
    expect(refunds).toHaveTextContent(
      `Service under way: Your officer has checked in, so this service can no longer be cancelled in the app. To stop it, call us on ${site.phoneDisplay}, or tell your officer in the chat.`,
    );
    expect(refunds).toHaveTextContent(
      'If our officer does not turn up: when your officer has not checked in at the meeting point 60 minutes after the meeting time (Arrival Service) or 30 minutes after it (Departure Service), we cancel the booking ourselves, refund the full amount automatically, and e-mail you our apology.',
    );
    // Issue 37: what happens to loyalty credits on a cancellation, in the words the cancel dialog uses.
    expect(refunds).toHaveTextContent(`Loyalty credits: ${CREDITS_RETURNED_ON_REFUND} ${creditsKeptOnLateCancel()}`);
    expect(refunds).toHaveTextContent(
      `Loyalty credits used for a booking cancelled less than ${REFUND_WINDOW_HOURS} hours before the flight are not returned.`,
    );
    expect(section('2. Prices and payment')).toHaveTextContent('You pay in Naira (NGN) through Paystack');
    const contact = section('6. Contact');
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(within(contact).getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', site.phoneHref);
  });
});

describe('privacy', () => {
  it('says what is kept, who sees it, the rights and how to use them, and how deletion works', () => {
    renderWithApp(<PrivacyPage />);
    expect(section('1. What we keep and why')).toHaveTextContent(
      'Card details go to Paystack and never reach our servers.',
    );
    expect(section('3. Who sees it')).toHaveTextContent(
      "The protocol officer assigned to your booking sees the booking contact (lead passenger's name and phone)",
    );
    const rights = section('4. Your rights');
    expect(rights).toHaveTextContent('Nigeria Data Protection Act 2023');
    expect(rights).toHaveTextContent('"Download my data" in Profile → Privacy & Security');
    expect(rights).toHaveTextContent('switch marketing e-mails off');
    expect(section('5. Marketing consent')).toHaveTextContent('with the time and the place you made it');
    const deletion = section('6. Deleting your account');
    expect(deletion).toHaveTextContent('bookings and payments are kept, anonymised, for accounting');
    expect(deletion).toHaveTextContent('your e-mail address is freed');
    expect(deletion).toHaveTextContent('A booking that is paid and has not taken place yet must be cancelled first');
    expect(within(section('7. Contact')).getByRole('link', { name: site.email })).toBeInTheDocument();
    // Only shown right after a deletion.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
