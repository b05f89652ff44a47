/**
 * Where the booking dialog tells the traveller what went wrong (issue 19 §4, §5): a failed create
 * next to Confirm Booking, announced and scrolled into view; a resumed draft whose booking is over
 * leads to a new search instead of a dead end.
 */
import { lagosToday } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import { BookingDialogHost } from '../booking-dialog-host';
import { readDraft } from '../draft-storage';
import { makeBooking, makeFlight, ok, PRICING } from '../test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

async function openDialog(routes: Parameters<typeof stubFetch>[0], options: OpenBookingDialogOptions = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    ...routes,
  });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="*" element={<OpenBookingButton options={options} />} />
      </Routes>
      <CurrentLocation />
    </BookingDialogHost>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'open booking' }));
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

function saveDraftOf(bookingId: string) {
  window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
  window.localStorage.setItem(
    'bookingFormData',
    JSON.stringify({
      searchMethod: 'flightNumber',
      serviceType: 'arrival',
      passengerCount: 2,
      date: lagosToday(),
      flightNumber: 'BA75',
      departure: '',
      arrival: '',
      specialRequirements: '',
      bookingId,
    }),
  );
}

describe('booking dialog: a failed Confirm Booking (issue 19 §5)', () => {
  it('is announced below the Confirm Booking button and scrolled into view', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const dialog = await openDialog({
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
        'POST /api/bookings/create': () =>
          json(500, { success: false, message: 'Internal server error', error: 'INTERNAL' }),
      });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'ba75');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
      const confirm = await within(dialog).findByRole('button', { name: 'Confirm Booking' });
      await userEvent.click(confirm);

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Error creating booking. Please try again.');
      // After the button in reading order: where the traveller's eyes and focus already are.
      const button = within(dialog).getByRole('button', { name: 'Confirm Booking' });
      expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await waitFor(() => expect(scrolled).toContain(alert));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('booking dialog: resuming a draft whose booking is over (issue 19 §4)', () => {
  it.each([
    ['cancelled', { status: 'cancelled' as const }, 'Booking FT-7K3M9Q was cancelled, so it can no longer be paid.'],
    ['expired', { status: 'expired' as const }, 'Booking FT-7K3M9Q expired before it was paid.'],
    [
      'paid',
      { status: 'confirmed' as const, paymentStatus: 'paid' as const },
      'Booking FT-7K3M9Q is already paid: there is nothing left to pay.',
    ],
  ])('a %s booking: says so, clears the drafts and offers a new search', async (_, change, sentence) => {
    const booking = makeBooking(change);
    saveDraftOf(booking.id);
    const dialog = await openDialog(
      { [`GET /api/bookings/${booking.id}`]: () => json(200, ok({ booking })) },
      { step: 'confirmation' },
    );

    expect(await within(dialog).findByText(new RegExp(sentence.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(within(dialog).queryByText('This booking was cancelled.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Book Your Fast Track Service' })).toBeInTheDocument();
    // The search is filled in from the draft: one click finds the flight again.
    expect(within(dialog).getByRole('textbox', { name: 'Flight Number' })).toHaveValue('BA75');
    expect(readDraft('bookingFlightData')).toBeNull();
    expect(readDraft('bookingFormData')).toBeNull();

    await userEvent.click(within(dialog).getByRole('link', { name: 'View booking FT-7K3M9Q' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/bookings/${booking.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
