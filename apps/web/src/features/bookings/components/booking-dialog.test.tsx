import { IDEMPOTENCY_KEY_HEADER, lagosToday, QUICK_SIGNUP_PLACEHOLDERS } from '@fasttrack/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, type RecordedRequest, spyOnPageLoads, stubFetch } from '../../../test/fake-fetch';
import { authResult, makeUser } from '../../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import { readPendingPayment } from '../../payments/pending-payment';
import type { OpenBookingDialogOptions } from '../booking-dialog-context';
import { BookingDialogHost } from '../booking-dialog-host';
import { readDraft } from '../draft-storage';
import { makeBooking, makeFlight, makePayment, ok, PRICING } from '../test-fixtures';

// Screens and the dialog load their code on first use, which takes a while on a busy machine
// (findBy* and waitFor wait up to 5 s: test/setup.ts).
vi.setConfig({ testTimeout: 20_000 });

async function openDialog(options: OpenBookingDialogOptions = {}, signedIn = true) {
  if (signedIn) saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="*" element={<OpenBookingButton options={options} />} />
      </Routes>
      <CurrentLocation />
    </BookingDialogHost>,
  );
  // A stored session is checked before anything is shown as signed in.
  await userEvent.click(await screen.findByRole('button', { name: 'open booking' }));
  if (signedIn) await waitFor(() => expect(screen.getByTestId('where')).toBeInTheDocument());
  // The dialog's code loads on first open.
  return screen.findByRole('dialog', {}, { timeout: 5000 });
}

const baseRoutes = (overrides: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) => ({
  'GET /api/auth/me': () => json(200, ok(makeUser())),
  'GET /api/pricing': () => json(200, ok(PRICING)),
  'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
  ...overrides,
});

/** A visitor has no profile to prefill from: the lead passenger and phone are typed. */
async function fillContact(dialog: HTMLElement, phone = '0803 123 4567') {
  await userEvent.type(await within(dialog).findByLabelText('Lead Passenger Full Name'), 'Ada Obi');
  await userEvent.type(within(dialog).getByLabelText('Contact Phone'), phone);
}

async function searchBA75(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'ba75');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
}

describe('booking dialog: search', () => {
  it('defaults the travel date to today in Lagos, refuses earlier dates, and checks the flight number (§5)', async () => {
    stubFetch(baseRoutes());
    const dialog = await openDialog();
    const date = within(dialog).getByLabelText('Travel Date');
    expect(date).toHaveValue(lagosToday());
    expect(date).toHaveAttribute('min', lagosToday());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
    expect(
      await within(dialog).findByText('Please enter a valid flight number (e.g., TK1979, BA123)'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'BA75');
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
    expect(await within(dialog).findByText('Travel date cannot be in the past')).toBeInTheDocument();
  });

  it('finds a flight by number: banner, flight details, the demo-timetable note, and the flight draft saved', async () => {
    const net = stubFetch(
      baseRoutes({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())) }),
    );
    const dialog = await openDialog();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await searchBA75(dialog);

    const banner = await within(dialog).findByText('Flight found: British Airways BA75');
    expect(within(dialog).getByText(/London Heathrow \(LHR\)/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Flight times come from a demo timetable, not live flight data.'),
    ).toBeVisible();
    expect(net.calls(`GET /api/flights/search/number/BA75/${lagosToday()}`)).toHaveLength(1);
    expect(readDraft('bookingFlightData')).toMatchObject({ bookingReference: 'FL-BA75-1' });

    // The banner goes after 3 s; the flight stays. (The fake clock also moves with real time, so
    // on a busy machine "still there at 2.9 s" cannot be asserted exactly.)
    expect(banner).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(within(dialog).queryByText('Flight found: British Airways BA75')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeInTheDocument();
  });

  it("says 'No flight found...' for a 404 and 'Error searching...' for other failures (§8)", async () => {
    let status = 404;
    stubFetch(
      baseRoutes({
        [`GET /api/flights/search/number/XX1/${lagosToday()}`]: () =>
          json(status, { success: false, message: 'whatever the server says', error: 'X' }),
      }),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'XX1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No flight found with the provided details. Please try again.',
    );

    status = 503;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
    expect(await within(dialog).findByText('Error searching for flight. Please try again.')).toBeInTheDocument();
  });

  it('a route search with several flights lists them to pick one', async () => {
    const second = makeFlight({
      bookingReference: 'FL-VS411-1',
      flightInfo: { ...makeFlight().flightInfo, flightNumber: 'VS411', airlineName: 'Virgin Atlantic' },
    });
    stubFetch(
      baseRoutes({
        [`GET /api/flights/search/route/London/LOS/${lagosToday()}`]: () => json(200, ok([makeFlight(), second])),
      }),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Route' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flights' }));
    expect(await within(dialog).findAllByText('Please enter at least 3 characters')).toHaveLength(2);

    await userEvent.type(within(dialog).getByLabelText('From'), 'London');
    await userEvent.type(within(dialog).getByLabelText('To'), 'LOS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flights' }));
    expect(await within(dialog).findByText('2 flights found: choose yours')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Select VS411' }));
    expect(await within(dialog).findByText('Flight found: Virgin Atlantic VS411')).toBeInTheDocument();
  });

  it('switching tabs resets the form and clears the found flight', async () => {
    stubFetch(
      baseRoutes({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())) }),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'BA');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Route' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Flight Number' }));
    expect(within(dialog).getByRole('textbox', { name: 'Flight Number' })).toHaveValue('');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'BA75');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Change flight' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Route' }));
    expect(readDraft('bookingFlightData')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });

  it('Change flight goes one step back to the search with the flight kept, one tap from its service choice (issue 37)', async () => {
    stubFetch(
      baseRoutes({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())) }),
    );
    const dialog = await openDialog();
    await searchBA75(dialog);
    await userEvent.clear(await within(dialog).findByLabelText('Number of Passengers'));
    await userEvent.type(within(dialog).getByLabelText('Number of Passengers'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change flight' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Flight Number' })).toHaveValue('BA75');
    expect(readDraft('bookingFlightData')).toEqual(makeFlight());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with British Airways BA75' }));
    expect(await within(dialog).findByLabelText('Number of Passengers')).toHaveValue(3);
  });
});

describe('booking dialog: booking form', () => {
  async function toForm() {
    const net = stubFetch(
      baseRoutes({
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
        'POST /api/bookings/create': () => json(201, ok({ booking: makeBooking() })),
      }),
    );
    const dialog = await openDialog();
    await searchBA75(dialog);
    await within(dialog).findByRole('button', { name: 'Confirm Booking' });
    return { net, dialog };
  }

  it('disables the service the flight cannot take, with the reason, and preselects the other', async () => {
    const { dialog } = await toForm();
    const departure = within(dialog).getByRole('radio', { name: /Departure Service/ });
    expect(departure).toBeDisabled();
    expect(departure).toHaveAccessibleDescription(
      'Departure Service is only for flights that leave an airport we serve; BA75 leaves from LHR.',
    );
    expect(within(dialog).getByRole('radio', { name: /Arrival Service/ })).toBeChecked();
  });

  it('shows the live total in USD and NGN and the §5 passenger limits', async () => {
    const { dialog } = await toForm();
    const count = within(dialog).getByLabelText('Number of Passengers');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    expect(within(dialog).getByText('Total: $90.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/₦135,000\.00/)).toBeInTheDocument();

    await userEvent.clear(count);
    await userEvent.type(count, '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText('Maximum 10 passengers')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText('Minimum 1 passenger')).toBeInTheDocument();
  });

  it('falls back to 45 USD and 1500 NGN per USD when pricing fails', async () => {
    stubFetch(
      baseRoutes({
        'GET /api/pricing': () => json(500, { success: false, message: 'down', error: 'INTERNAL_ERROR' }),
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
      }),
    );
    const dialog = await openDialog();
    await searchBA75(dialog);
    expect(await within(dialog).findByText('Failed to fetch pricing')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $45.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/₦67,500\.00/)).toBeInTheDocument();
  });

  it('Confirm Booking (signed in) saves the form draft, creates the booking with an Idempotency-Key and moves to payment', async () => {
    const { net, dialog } = await toForm();
    const count = within(dialog).getByLabelText('Number of Passengers');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.type(within(dialog).getByLabelText('Special Requirements (optional)'), 'Wheelchair please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    const [create] = net.calls('POST /api/bookings/create');
    expect(create?.body).toEqual({
      flightBookingReference: 'FL-BA75-1',
      serviceType: 'arrival',
      passengerCount: 2,
      specialRequirements: 'Wheelchair please',
      // Prefilled from the profile (issue 19 §1).
      leadPassengerName: 'Ada Obi',
      contactPhone: '+2348012345678',
    });
    expect(create?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(readDraft('bookingFormData')).toMatchObject({
      searchMethod: 'flightNumber',
      flightNumber: 'BA75',
      passengerCount: 2,
      serviceType: 'arrival',
      bookingId: makeBooking().id,
    });
    expect(within(dialog).getByText('FT-7K3M9Q')).toBeInTheDocument();
  });

  it('refuses a phone that cannot be dialled, on its field, and books nothing (issue 19 §1)', async () => {
    const { net, dialog } = await toForm();
    const phone = within(dialog).getByLabelText('Contact Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText(/Please enter a valid phone number/)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });

  it('prefills a quick sign-up account without its placeholders (issue 19 §1)', async () => {
    stubFetch(
      baseRoutes({
        'GET /api/auth/me': () => json(200, ok(makeUser({ ...QUICK_SIGNUP_PLACEHOLDERS, firstName: 'Chidi' }))),
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
      }),
    );
    const dialog = await openDialog();
    await searchBA75(dialog);
    expect(await within(dialog).findByLabelText('Lead Passenger Full Name')).toHaveValue('Chidi');
    expect(within(dialog).getByLabelText('Contact Phone')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(await within(dialog).findByText('Please enter a phone number we can reach you on')).toBeInTheDocument();
  });

  it('limits special requirements to 500 characters with a visible counter (issue 19 §8)', async () => {
    const { dialog } = await toForm();
    const box = within(dialog).getByLabelText('Special Requirements (optional)');
    expect(box).toHaveAttribute('maxLength', '500');
    expect(box).toHaveAccessibleDescription('0/500');
    await userEvent.type(box, 'Wheelchair please');
    expect(box).toHaveAccessibleDescription('17/500');
  });

  it("shows the server's 422 sentence as it is next to Confirm Booking, and a new click sends a new key", async () => {
    let calls = 0;
    const net = stubFetch(
      baseRoutes({
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
        'POST /api/bookings/create': () =>
          ++calls === 1
            ? json(422, { success: false, message: 'BA75 has already landed.', error: 'UNPROCESSABLE' })
            : json(201, ok({ booking: makeBooking() })),
      }),
    );
    const dialog = await openDialog();
    await searchBA75(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Booking' }));
    const reason = await within(dialog).findByText('BA75 has already landed.');
    expect(reason).toHaveAttribute('aria-live', 'assertive');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toHaveAccessibleDescription(
      'BA75 has already landed.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    await within(dialog).findByRole('heading', { name: 'Complete Your Payment' });
    const keys = net
      .calls('POST /api/bookings/create')
      .map((r: RecordedRequest) => r.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('booking dialog: auth step', () => {
  it('a visitor signs in inline, then the booking is created and payment follows', async () => {
    const net = stubFetch(
      baseRoutes({
        [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
        'POST /api/auth/login': () => json(200, authResult(makeUser())),
        'POST /api/bookings/create': () => json(201, ok({ booking: makeBooking() })),
      }),
    );
    const dialog = await openDialog({}, false);
    await searchBA75(dialog);
    await fillContact(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Booking' }));

    expect(await within(dialog).findByRole('heading', { name: 'Sign In to Continue' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
    // Registering is not called signing in (issue 26 §6).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await within(dialog).findByRole('heading', { name: 'Create an Account to Continue' })).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back to Sign In' }));
    expect(await within(dialog).findByRole('heading', { name: 'Sign In to Continue' })).toBeInTheDocument();
    expect(readDraft('bookingFormData')).toMatchObject({ flightNumber: 'BA75', serviceType: 'arrival' });
    expect(readDraft('bookingFlightData')).toMatchObject({ bookingReference: 'FL-BA75-1' });

    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(1);
    expect(net.calls('POST /api/bookings/create')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    // Typed as a local number, sent in E.164 (issue 19 §1).
    expect(net.calls('POST /api/bookings/create')[0]?.body).toMatchObject({
      leadPassengerName: 'Ada Obi',
      contactPhone: '+2348031234567',
    });
  });

  it('offers registration inline with the auth feature’s wizard, with the name and phone already typed (issue 37)', async () => {
    stubFetch(
      baseRoutes({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())) }),
    );
    const dialog = await openDialog({}, false);
    await searchBA75(dialog);
    await fillContact(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Booking' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create an account' }));
    expect(within(dialog).getByText('Step 1 of 3: Personal Info')).toBeInTheDocument();
    // The lead passenger typed seconds before is the account's name, until changed.
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ada');
    expect(within(dialog).getByLabelText('Last Name')).toHaveValue('Obi');
    await userEvent.type(within(dialog).getByLabelText('Date of Birth'), '1990-05-17');
    await userEvent.selectOptions(within(dialog).getByLabelText('Nationality'), 'Nigerian');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The phone of the booking step is carried into registration (issue 26 item 5), as a person writes it.
    expect(await within(dialog).findByLabelText('Phone Number')).toHaveValue('0803 123 4567');
  });

  it('can hand over to the sign-in page, which resumes the booking at confirmation', async () => {
    stubFetch(
      baseRoutes({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())) }),
    );
    const dialog = await openDialog({}, false);
    await searchBA75(dialog);
    await fillContact(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm Booking' }));
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Use the sign-in page instead' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login?returnTo=booking&step=confirmation');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('booking dialog: restoring the drafts (step=confirmation)', () => {
  it('restores the saved flight and form and jumps to payment of the saved booking', async () => {
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
        bookingId: makeBooking().id,
      }),
    );
    const net = stubFetch(
      baseRoutes({ [`GET /api/bookings/${makeBooking().id}`]: () => json(200, ok({ booking: makeBooking() })) }),
    );
    const dialog = await openDialog({ step: 'confirmation' });

    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(await within(dialog).findByText('FT-7K3M9Q')).toBeInTheDocument();
    expect(within(dialog).getByText('2 People')).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });

  it('without a saved booking, a signed-in user gets it created from the drafts and goes to payment', async () => {
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    window.localStorage.setItem(
      'bookingFormData',
      JSON.stringify({
        searchMethod: 'route',
        serviceType: 'arrival',
        passengerCount: 3,
        date: lagosToday(),
        flightNumber: '',
        departure: 'London',
        arrival: 'Lagos',
        specialRequirements: '',
      }),
    );
    const net = stubFetch(
      baseRoutes({ 'POST /api/bookings/create': () => json(201, ok({ booking: makeBooking({ passengerCount: 3 }) })) }),
    );
    const dialog = await openDialog({ step: 'confirmation' });
    expect(await within(dialog).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
    expect(net.calls('POST /api/bookings/create')[0]?.body).toMatchObject({
      passengerCount: 3,
      serviceType: 'arrival',
    });
  });

  it('ignores drafts that are not valid', async () => {
    window.localStorage.setItem('bookingFlightData', '{"bookingReference": 7}');
    stubFetch(baseRoutes());
    const dialog = await openDialog({ step: 'confirmation' });
    expect(within(dialog).getByRole('textbox', { name: 'Flight Number' })).toBeInTheDocument();
  });
});

describe('booking dialog: payment', () => {
  const payRoutes = (extra: Parameters<typeof baseRoutes>[0] = {}) =>
    baseRoutes({
      [`GET /api/bookings/${makeBooking().id}`]: () => json(200, ok({ booking: makeBooking() })),
      'POST /api/payments/paystack/create': () =>
        json(
          200,
          ok({
            reference: 'FT-7K3M9Q-1',
            accessCode: 'ac_1',
            authorizationUrl: 'http://app.test/sandbox/paystack/checkout/ac_1',
            publicKey: 'pk_test_fasttrack_sandbox_000000000000000000',
            amount: 135_000,
            amountKobo: 13_500_000,
            currency: 'NGN',
            email: 'ada@example.com',
          }),
        ),
      ...extra,
    });

  it('asks for a payment method, then goes to the sandbox checkout with the booking id saved', async () => {
    const pageLoads = spyOnPageLoads();
    const net = stubFetch(payRoutes());
    const dialog = await openDialog({ bookingId: makeBooking().id });
    const pay = await within(dialog).findByRole('button', { name: 'Pay ₦135,000.00' });

    await userEvent.click(pay);
    expect(await within(dialog).findByText('Please select a payment method')).toBeInTheDocument();
    expect(net.calls('POST /api/payments/paystack/create')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: /Bank Transfer/ }));
    await userEvent.click(pay);
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('http://app.test/sandbox/paystack/checkout/ac_1'));
    expect(net.calls('POST /api/payments/paystack/create')[0]?.body).toEqual({
      bookingId: makeBooking().id,
      paymentMethod: 'bank',
    });
    expect(readPendingPayment()).toEqual({ bookingId: makeBooking().id, reference: 'FT-7K3M9Q-1' });
  });

  it("shows 'Failed to initialize payment. Please try again.' when the provider fails", async () => {
    stubFetch(
      payRoutes({
        'POST /api/payments/paystack/create': () =>
          json(502, { success: false, message: 'Bad gateway', error: 'PAYMENT_PROVIDER_ERROR' }),
      }),
    );
    const dialog = await openDialog({ bookingId: makeBooking().id });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Card/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await within(dialog).findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
  });

  it('back from the checkout: verifies, completes the booking, shows success with the code, clears the drafts; the traveller leaves when ready', async () => {
    window.sessionStorage.setItem(
      'pendingPayment',
      JSON.stringify({ bookingId: makeBooking().id, reference: 'REF-9' }),
    );
    window.localStorage.setItem('bookingFlightData', JSON.stringify(makeFlight()));
    const paid = makeBooking({ status: 'confirmed', paymentStatus: 'paid' });
    // The owner's own read of the booking carries the meeting code once it is paid (issue 37).
    let completed = false;
    const net = stubFetch(
      payRoutes({
        [`GET /api/bookings/${makeBooking().id}`]: () =>
          json(200, ok({ booking: completed ? { ...paid, meetingCode: '0427' } : makeBooking() })),
        'POST /api/payments/paystack/verify': () =>
          json(
            200,
            ok(
              {
                reference: 'REF-9',
                status: 'paid',
                amount: 135000,
                amountMinor: 13_500_000,
                currency: 'NGN',
                method: 'card',
                transactionId: '1',
              },
              'Payment verified',
            ),
          ),
        [`POST /api/bookings/${makeBooking().id}/complete-payment`]: () => {
          completed = true;
          return json(200, ok({ booking: paid }, 'Payment confirmed.'));
        },
      }),
    );
    const dialog = await openDialog({ source: 'bookings', paymentReference: 'REF-9' });

    expect(await within(dialog).findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('A confirmation e-mail is on its way and arrives within 5 minutes.'),
    ).toBeInTheDocument();
    expect(net.calls('POST /api/payments/paystack/verify')[0]?.body).toEqual({ reference: 'REF-9' });
    expect(net.calls(`POST /api/bookings/${makeBooking().id}/complete-payment`)[0]?.body).toEqual({
      reference: 'REF-9',
    });
    // The drafts are cleared by the completion step's effect, which may commit after the heading.
    await waitFor(() => {
      expect(readDraft('bookingFlightData')).toBeNull();
      expect(readPendingPayment()).toBeNull();
    });

    // The code itself, where the heading "Meeting code" stands, and the way to the booking's page.
    expect(await within(dialog).findByTestId('meeting-code')).toHaveTextContent('0427');
    expect(within(dialog).getByRole('link', { name: 'View booking' })).toHaveAttribute(
      'href',
      `/bookings/${makeBooking().id}`,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to my dashboard' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/dashboard?bookingCompleted=true&booking=${makeBooking().id}`,
      ),
    );
  });

  it('back from a checkout that was not paid: says so, and the booking can still be paid', async () => {
    window.sessionStorage.setItem(
      'pendingPayment',
      JSON.stringify({ bookingId: makeBooking().id, reference: 'REF-9' }),
    );
    const net = stubFetch(
      payRoutes({
        'POST /api/payments/paystack/verify': () =>
          json(
            200,
            ok(
              {
                reference: 'REF-9',
                status: 'initialized',
                amount: 135000,
                amountMinor: 13_500_000,
                currency: 'NGN',
                method: null,
                transactionId: null,
              },
              'The payment is not complete yet',
            ),
          ),
      }),
    );
    const dialog = await openDialog({ paymentReference: 'REF-9' });
    expect(await within(dialog).findByText('The payment is not complete yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay ₦135,000.00' })).toBeEnabled();
    expect(net.calls(`POST /api/bookings/${makeBooking().id}/complete-payment`)).toHaveLength(0);
  });

  it("paid but the booking update fails: 'Payment was successful but there was an issue updating your booking. Please contact support.'", async () => {
    const net = stubFetch(
      payRoutes({
        'GET /api/payments/REF-7/status': () => json(200, ok({ ...paymentRecord(), reference: 'REF-7' })),
        'POST /api/payments/paystack/verify': () =>
          json(
            200,
            ok({
              reference: 'REF-7',
              status: 'paid',
              amount: 135000,
              amountMinor: 13_500_000,
              currency: 'NGN',
              method: 'card',
              transactionId: '1',
            }),
          ),
        [`POST /api/bookings/${makeBooking().id}/complete-payment`]: () =>
          json(500, { success: false, message: 'Something went wrong', error: 'INTERNAL_ERROR' }),
      }),
    );
    // No pending payment saved in this tab: the booking is found from the reference.
    const dialog = await openDialog({ paymentReference: 'REF-7' });
    expect(
      await within(dialog).findByText(
        'Payment was successful but there was an issue updating your booking. Please contact support.',
      ),
    ).toBeInTheDocument();
    expect(net.calls('GET /api/payments/REF-7/status')).toHaveLength(1);
  });
});

function paymentRecord() {
  return makePayment({ bookingId: makeBooking().id, reference: 'REF', status: 'initialized', paidAt: null });
}
