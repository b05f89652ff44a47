import { lagosToday, type ServiceAvailability } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpenBookingButton } from '../../../test/scenarios/booking-dialog';
import { BookingDialogHost } from '../booking-dialog-host';
import { makeFlight, ok, PRICING } from '../test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const flight = makeFlight();
const SEARCH = `GET /api/flights/search/number/BA75/${lagosToday()}`;

function availability(overrides: Partial<ServiceAvailability> = {}): ServiceAvailability {
  return {
    serviceType: 'arrival',
    meetingTime: flight.flightInfo.arrivalTime,
    meetingPoint: 'International terminal: at the aircraft door, before immigration',
    windowStart: flight.flightInfo.arrivalTime,
    windowEnd: flight.flightInfo.arrivalTime,
    officersNeeded: 1,
    available: true,
    unavailableCode: null,
    unavailableMessage: null,
    ...overrides,
  };
}

async function findFlight(routes: Parameters<typeof stubFetch>[0]) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    'GET /api/pricing': () => json(200, ok(PRICING)),
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    [SEARCH]: () => json(200, ok(flight)),
    ...routes,
  });
  renderWithApp(
    <BookingDialogHost>
      <Routes>
        <Route path="*" element={<OpenBookingButton />} />
      </Routes>
    </BookingDialogHost>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'open booking' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight Number' }), 'ba75');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search Flight' }));
  return { dialog, net };
}

/** The value next to "Meeting time" (the flight details show the landing time too). */
async function meetingTime(dialog: HTMLElement): Promise<Element | null> {
  return (await within(dialog).findByText('Meeting time')).nextElementSibling;
}

describe('booking dialog: availability as soon as the flight is found (issue 15 §1, §4)', () => {
  it('shows the meeting time in WAT and the meeting point, asked for the chosen service and passengers', async () => {
    const { dialog, net } = await findFlight({ 'GET /api/bookings/availability': () => json(200, ok(availability())) });
    // BA75 lands tomorrow at 17:45 Lagos time: an arrival meets at landing.
    expect(await meetingTime(dialog)).toHaveTextContent(/, 17:45 WAT$/);
    expect(
      within(dialog).getByText('International terminal: at the aircraft door, before immigration'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    expect(net.calls('GET /api/bookings/availability')[0]?.search).toBe(
      '?flightBookingReference=FL-BA75-1&serviceType=arrival&passengerCount=1',
    );

    await userEvent.clear(within(dialog).getByLabelText('Number of Passengers'));
    await userEvent.type(within(dialog).getByLabelText('Number of Passengers'), '7');
    await waitFor(() =>
      expect(net.calls('GET /api/bookings/availability').at(-1)?.search).toBe(
        '?flightBookingReference=FL-BA75-1&serviceType=arrival&passengerCount=7',
      ),
    );
  });

  it('says why the service cannot be booked, before Confirm Booking, which is disabled', async () => {
    const message = 'Only 0 protocol officers are free for this flight. Please choose another flight.';
    const { dialog, net } = await findFlight({
      'GET /api/bookings/availability': () =>
        json(200, ok(availability({ available: false, unavailableCode: 'FULLY_BOOKED', unavailableMessage: message }))),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Booking' });
    expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    expect(net.calls('POST /api/bookings/create')).toHaveLength(0);
  });

  it('shows a 409 FULLY_BOOKED on create as the API says it, next to the button', async () => {
    const message = 'No protocol officer is free for this service window any more.';
    const { dialog, net } = await findFlight({
      'GET /api/bookings/availability': () => json(200, ok(availability())),
      'POST /api/bookings/create': () => json(409, { success: false, message, error: 'FULLY_BOOKED' }),
    });
    expect(await meetingTime(dialog)).toHaveTextContent(/, 17:45 WAT$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    const said = await within(dialog).findByText(message);
    expect(said).toHaveAttribute('aria-live', 'assertive');
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toHaveAccessibleDescription(message);
    expect(within(dialog).queryByText('Error creating booking. Please try again.')).not.toBeInTheDocument();
    // The dialog asks again, so what it shows follows the capacity now.
    await waitFor(() => expect(net.calls('GET /api/bookings/availability').length).toBeGreaterThan(1));
  });

  it('lets the traveller go on when availability cannot be had: the server checks on create', async () => {
    const { dialog } = await findFlight({
      'GET /api/bookings/availability': () => json(503, { success: false, message: 'Down', error: 'UNAVAILABLE' }),
    });
    await waitFor(() => expect(within(dialog).queryByText('Checking availability...')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  });

  it('asks the price of the found flight, service and party, and shows its lines (issue 41 item 5)', async () => {
    const line = {
      kind: 'service',
      label: 'Arrival Service',
      unit: 'per passenger',
      quantity: 1,
      unitPriceUsdCents: 4500,
      amountUsdCents: 4500,
    } as const;
    const { dialog, net } = await findFlight({
      'GET /api/bookings/availability': () => json(200, ok(availability())),
      'POST /api/quotes': () =>
        json(
          200,
          ok({
            quote: {
              airportIata: 'LOS',
              serviceType: 'arrival',
              passengerCount: 1,
              lines: [line],
              totalUsdCents: 4500,
              totalNgnKobo: 6_750_000,
              exchangeRate: 1500,
              freeCancellationHours: 24,
              priceListVersion: null,
              packages: [],
              addOns: [],
              credits: null,
            },
          }),
        ),
    });
    const price = await within(dialog).findByRole('list', { name: 'Price' });
    expect(within(price).getByText('1 × $45.00 per passenger')).toBeInTheDocument();
    expect(within(dialog).getByText('Total: $45.00')).toBeInTheDocument();
    expect(net.calls('POST /api/quotes')[0]?.body).toEqual({
      flightBookingReference: 'FL-BA75-1',
      serviceType: 'arrival',
      passengerCount: 1,
    });
  });
});
