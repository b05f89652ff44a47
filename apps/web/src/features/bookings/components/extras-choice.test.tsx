/**
 * The booking form's packages and add-ons (issue 41 item 4): the cards and offers come from the
 * quote, a change of choice asks the quote again with it, the lines follow, and Confirm Booking
 * sends the same choice and keeps it in the draft.
 */
import { IDEMPOTENCY_KEY_HEADER, lagosToday, ON_REQUEST_NOTE, type QuoteRequest } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import { BookingDialogHost } from '../booking-dialog-host';
import { readDraft } from '../draft-storage';
import { fakeQuote, LOUNGE_TOO_LATE } from '../extras-test-quote';
import { BOOKING_ID, makeBooking, makeFlight, ok, PRICING } from '../test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** What POST /api/quotes answers; a test may change it midway. */
let answerQuote = (request: QuoteRequest) => json(200, ok({ quote: fakeQuote(request) }));

const REPLACEMENT = makeBooking({ id: '7f0c1e2a-3b4c-4d5e-8f60-718293a4b5c7', bookingReference: 'FT-9Z8Y7X' });
let creates = 0;

async function toForm(signedIn = true) {
  creates = 0;
  answerQuote = (request) => json(200, ok({ quote: fakeQuote(request) }));
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
    'POST /api/quotes': (request) => answerQuote(request.body as QuoteRequest),
    'POST /api/auth/login': () => json(200, authResult(makeUser())),
    'GET /api/bookings/user': () => json(200, ok([])),
    'POST /api/bookings/create': () => {
      creates += 1;
      return json(201, ok({ booking: creates === 1 ? makeBooking() : REPLACEMENT }));
    },
    [`DELETE /api/bookings/${BOOKING_ID}`]: () =>
      json(
        200,
        ok(
          { booking: makeBooking({ status: 'cancelled' }), refund: 'none', rule: 'unpaid_no_refund' },
          'Booking cancelled. Nothing was paid, so there is nothing to refund.',
        ),
      ),
  });
  if (signedIn) saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="*" element={<OpenBookingButton />} />
      </Routes>
    </BookingDialogHost>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'open booking' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'ba75');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
  const count = await within(dialog).findByLabelText('Number of Passengers');
  await userEvent.clear(count);
  await userEvent.type(count, '2');
  return { net, dialog };
}

/** Each price line's words, as the traveller reads them. */
const lineTexts = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Price' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the booking form: packages and add-ons (issue 41 item 4)', () => {
  it('Premium and one extra porter block are quoted, shown line by line, sent with the booking and kept in the draft', async () => {
    const { net, dialog } = await toForm();
    // Standard is chosen by default, and the quote is asked with it.
    expect(await within(dialog).findByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Premium' })).toHaveAccessibleDescription(
      'Porter (1 × per unit) Buggy (1 × per unit) Total $120.00',
    );

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One Porter more' }));

    await waitFor(() =>
      expect(lineTexts(dialog)).toEqual([
        'Arrival Service2 × $45.00 per passenger$90.00',
        'Porter (in Premium)1 × $10.00 per block of 3 bags$10.00',
        `Buggy (in Premium)1 × $20.00 per vehicle of 4 seats${ON_REQUEST_NOTE}$20.00`,
        'Porter1 × $10.00 per block of 3 bags$10.00',
      ]),
    );
    expect(within(dialog).getByText('Total: $130.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Porter quantity' })).toHaveTextContent('1');
    expect(net.calls('POST /api/quotes').at(-1)?.body).toEqual({
      flightBookingReference: 'FL-BA75-1',
      serviceType: 'arrival',
      passengerCount: 2,
      packageCode: 'premium',
      addOns: [{ code: 'porter', quantity: 1 }],
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await within(dialog).findByRole('heading', { name: 'Complete Your Payment' });
    expect(net.calls('POST /api/bookings/create')[0]?.body).toMatchObject({
      passengerCount: 2,
      packageCode: 'premium',
      addOns: [{ code: 'porter', quantity: 1 }],
    });
    expect(readDraft('bookingFormData')).toMatchObject({
      packageCode: 'premium',
      addOns: [{ code: 'porter', quantity: 1 }],
    });
  });

  it('an offer or a package that cannot be had now is disabled, with the reason; on-request ones say who confirms them', async () => {
    const { dialog } = await toForm();
    const vip = await within(dialog).findByRole('radio', { name: 'VIP' });
    expect(vip).toBeDisabled();
    expect(vip).toHaveAccessibleDescription(expect.stringContaining(LOUNGE_TOO_LATE));

    const lounge = within(dialog).getByRole('group', { name: 'Lounge access quantity' });
    expect(lounge).toBeDisabled();
    expect(lounge).toHaveAccessibleDescription(expect.stringContaining(LOUNGE_TOO_LATE));
    expect(within(lounge).getByRole('button', { name: 'One Lounge access more' })).toBeDisabled();

    const wheelchair = within(dialog).getByRole('group', { name: 'Wheelchair assistance quantity' });
    expect(wheelchair).toBeEnabled();
    expect(wheelchair).toHaveAccessibleDescription(expect.stringContaining(ON_REQUEST_NOTE));
    expect(wheelchair).toHaveAccessibleDescription(expect.stringContaining('$0.00 per passenger'));
    // Nothing below none.
    expect(within(wheelchair).getByRole('button', { name: 'One Wheelchair assistance less' })).toBeDisabled();
  });

  it("says the server's sentence when it cannot sell a choice, and Remove extras goes back to Standard", async () => {
    const { net, dialog } = await toForm();
    await within(dialog).findByRole('radio', { name: 'Standard' });
    const refused = 'Porter: at most 3 per booking.';
    answerQuote = (request) =>
      request.addOns?.length
        ? json(422, { success: false, message: refused, error: 'VALIDATION_ERROR' })
        : json(200, ok({ quote: fakeQuote(request) }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One Porter more' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    // The cards stay, to change the choice with.
    expect(within(dialog).getByRole('radio', { name: 'Premium' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove extras' }));
    await waitFor(() => expect(within(dialog).queryByText(refused)).not.toBeInTheDocument());
    expect(within(dialog).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Porter quantity' })).toHaveTextContent('0');
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });

  it('Back to Services, then another package: a new booking with a new Idempotency-Key replaces the one made', async () => {
    const { net, dialog } = await toForm();
    await within(dialog).findByRole('radio', { name: 'Standard' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await within(dialog).findByRole('heading', { name: 'Complete Your Payment' });
    expect(net.calls('POST /api/bookings/create')[0]?.body).toMatchObject({ packageCode: 'standard' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Services' }));
    // The choice comes back with the form.
    expect(await within(dialog).findByRole('radio', { name: 'Standard' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(net.calls('POST /api/bookings/create')).toHaveLength(2));

    const [first, second] = net.calls('POST /api/bookings/create');
    expect(second?.body).toMatchObject({ packageCode: 'premium' });
    expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(first?.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(net.calls(`DELETE /api/bookings/${BOOKING_ID}`)).toHaveLength(1);
  });

  it('a visitor who signs in mid-way books the extras chosen before (the draft keeps them)', async () => {
    const { net, dialog } = await toForm(false);
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Premium' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One Wheelchair assistance more' }));
    await userEvent.type(within(dialog).getByLabelText('Lead Passenger Full Name'), 'Ada Obi');
    await userEvent.type(within(dialog).getByLabelText('Contact Phone'), '0803 123 4567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    await within(dialog).findByRole('heading', { name: 'Sign In to Continue' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    await within(dialog).findByRole('heading', { name: 'Complete Your Payment' });
    expect(net.calls('POST /api/bookings/create')[0]?.body).toMatchObject({
      packageCode: 'premium',
      addOns: [{ code: 'wheelchair', quantity: 1 }],
    });
  });
});
