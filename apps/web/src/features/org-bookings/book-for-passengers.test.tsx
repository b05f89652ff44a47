/**
 * "Book for passengers" (issue 39 item 2): a cost centre the organisation requires is asked for
 * before anything is sent; passengers chosen from the list and a guest make one request each, with
 * their own Idempotency-Key, and each answer (on account, card needed, refused) is shown; a package
 * and add-ons chosen on the form go with each request.
 */
import {
  CardRequiredMessages,
  lagosToday,
  type OrganisationBooking,
  OrganisationBookingMessages,
  type OrganisationPassengerDto,
  type QuoteRequest,
} from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, type RecordedRequest, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BookingDialogHost } from '../bookings/booking-dialog-host';
import { fakeQuote } from '../bookings/extras-test-quote';
import { makeBooking, makeFlight, ok } from '../bookings/test-fixtures';
import { BookForPassengersForm } from './book-for-passengers-page';

vi.setConfig({ testTimeout: 30_000 });

const ORG = '7d1f3a52-0000-4000-8000-000000000001';
const PASSENGERS: OrganisationPassengerDto[] = [
  {
    id: '7d1f3a52-0000-4000-8000-0000000000a1',
    fullName: 'Chidi Okeke',
    phone: '+2348031110001',
    email: null,
    userId: null,
  },
  {
    id: '7d1f3a52-0000-4000-8000-0000000000a2',
    fullName: 'Funke Adebayo',
    phone: '+2348031110002',
    email: 'funke@example.com',
    userId: null,
  },
  {
    id: '7d1f3a52-0000-4000-8000-0000000000a3',
    fullName: 'Ngozi Eze',
    phone: '+2348031110003',
    email: null,
    userId: null,
  },
];
const BOOKINGS_URL = `POST /api/organisations/${ORG}/bookings`;

function orgBooking(n: number, name: string): OrganisationBooking {
  const {
    meetingCode: _code,
    meetingChange: _change,
    ...booking
  } = makeBooking({
    id: `7d1f3a52-0000-4000-8000-00000000b00${n}`,
    bookingReference: `FT-ORG00${n}`,
    leadPassengerName: name,
  });
  return {
    ...booking,
    organisationId: ORG,
    passengerId: null,
    passengerIsMember: false,
    costCentre: 'MKT-01',
    poReference: null,
    bookedBy: 'Ada Okafor',
    officerName: null,
  };
}

/** Answers the n-th booking request: the first two on account, then a card is needed. */
function bookingAnswers() {
  let n = 0;
  return (request: RecordedRequest) => {
    n += 1;
    const body = request.body as { passenger: { passengerId?: string; fullName?: string } };
    const name =
      PASSENGERS.find((p) => p.id === body.passenger.passengerId)?.fullName ?? body.passenger.fullName ?? '?';
    const payment =
      n <= 2
        ? { outcome: 'on_account', reason: null, message: 'Confirmed on account.' }
        : { outcome: 'card_required', reason: 'over_limit', message: CardRequiredMessages.over_limit };
    return json(201, ok({ booking: orgBooking(n, name), payment }));
  };
}

function setUp(extra: Record<string, (r: RecordedRequest) => Response> = {}) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  return stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/organisations/${ORG}/passengers`]: () => json(200, ok(PASSENGERS)),
    [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(makeFlight())),
    [BOOKINGS_URL]: bookingAnswers(),
    ...extra,
  });
}

function renderForm(rules = { requiresCostCentre: true, requiresPoReference: false }) {
  let key = 0;
  renderWithApp(
    <BookingDialogHost>
      <BookForPassengersForm
        organisation={{ id: ORG, role: 'arranger', status: 'approved', ...rules }}
        newKey={() => {
          key += 1;
          return `key-${key}`;
        }}
      />
    </BookingDialogHost>,
  );
}

async function findFlight() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Flight Number' }), 'BA75');
  await userEvent.click(screen.getByRole('button', { name: 'Search Flight' }));
  await screen.findByText('British Airways BA75');
}

describe('booking for passengers (issue 39 item 2)', () => {
  it('asks for the cost centre the organisation requires, then books each passenger with one request', async () => {
    const net = setUp();
    renderForm();
    await userEvent.click(await screen.findByLabelText(/Chidi Okeke/));
    await userEvent.click(screen.getByLabelText(/Funke Adebayo/));
    await userEvent.click(screen.getByLabelText(/Ngozi Eze/));
    await findFlight();

    await userEvent.click(screen.getByRole('button', { name: 'Book for 3 passengers' }));
    expect(await screen.findByText(OrganisationBookingMessages.costCentreRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Cost centre')).toHaveAttribute('aria-invalid', 'true');
    expect(net.calls(BOOKINGS_URL)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Cost centre'), ' MKT-01 ');
    await userEvent.click(screen.getByRole('button', { name: 'Book for 3 passengers' }));

    const outcomes = await screen.findByRole('region', { name: 'Bookings made' });
    await within(outcomes).findByText('FT-ORG003');
    const sent = net.calls(BOOKINGS_URL);
    expect(sent.map((r) => r.body)).toEqual(
      PASSENGERS.map((p) => ({
        flightBookingReference: 'FL-BA75-1',
        serviceType: 'arrival',
        passengerCount: 1,
        passenger: { passengerId: p.id },
        costCentre: 'MKT-01',
      })),
    );
    expect(new Set(sent.map((r) => r.headers.get('idempotency-key')))).toEqual(new Set(['key-1', 'key-2', 'key-3']));

    const rows = within(outcomes).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chidi OkekeConfirmed on account FT-ORG001');
    expect(rows[1]).toHaveTextContent('Funke AdebayoConfirmed on account FT-ORG002');
    expect(rows[2]).toHaveTextContent(`Ngozi EzePay by card to confirm FT-ORG003${CardRequiredMessages.over_limit}`);
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Pay by card: Ngozi Eze' })).toBeEnabled();
    // Nothing on this screen stands for a meeting code: it is the passenger's.
    expect(outcomes).not.toHaveTextContent(/meeting code/i);
  });

  it('books a guest by name, phone and e-mail, and sends a refused passenger again with the same key', async () => {
    let refuse = true;
    const answers = bookingAnswers();
    const net = setUp({
      [BOOKINGS_URL]: (request) => {
        const body = request.body as { passenger: { fullName?: string } };
        if (body.passenger.fullName && refuse) {
          refuse = false;
          return json(409, {
            success: false,
            error: 'FULLY_BOOKED',
            message: 'This service is fully booked for that flight.',
          });
        }
        return answers(request);
      },
    });
    renderForm({ requiresCostCentre: false, requiresPoReference: false });
    await userEvent.click(await screen.findByLabelText(/Chidi Okeke/));
    await userEvent.type(screen.getByLabelText('Full name as on the passport'), 'Zoë  Łukasiewicz');
    await userEvent.type(screen.getByLabelText('Phone'), '0803 222 3333');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'Zoe@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(within(screen.getByRole('list', { name: 'Booking for' })).getAllByRole('listitem')).toHaveLength(2);
    await findFlight();
    await userEvent.click(screen.getByRole('button', { name: 'Book for 2 passengers' }));

    const outcomes = await screen.findByRole('region', { name: 'Bookings made' });
    expect(await within(outcomes).findByText('This service is fully booked for that flight.')).toBeInTheDocument();
    const guestRequest = net.calls(BOOKINGS_URL)[1];
    expect(guestRequest?.body).toMatchObject({
      passenger: { fullName: 'Zoë Łukasiewicz', phone: '+2348032223333', email: 'zoe@example.com' },
    });
    expect(guestRequest?.body).not.toHaveProperty('costCentre');

    await userEvent.click(within(outcomes).getByRole('button', { name: 'Try again: Zoë Łukasiewicz' }));
    expect(await within(outcomes).findByText('FT-ORG002')).toBeInTheDocument();
    const tries = net
      .calls(BOOKINGS_URL)
      .filter((r) => (r.body as { passenger: { fullName?: string } }).passenger.fullName);
    expect(tries.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-2', 'key-2']);
    expect(net.calls(BOOKINGS_URL)).toHaveLength(3);
  });

  it('books each passenger with the package and add-ons chosen from the quote (issue 41 item 4)', async () => {
    const net = setUp({
      'POST /api/quotes': (request) => json(200, ok({ quote: fakeQuote(request.body as QuoteRequest) })),
    });
    renderForm({ requiresCostCentre: false, requiresPoReference: false });
    await userEvent.click(await screen.findByLabelText(/Chidi Okeke/));
    await findFlight();
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium' }));
    await userEvent.click(screen.getByRole('button', { name: 'One Porter more' }));
    await waitFor(() => expect(net.calls('POST /api/quotes').at(-1)?.body).toMatchObject({ packageCode: 'premium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book for 1 passenger' }));

    const outcomes = await screen.findByRole('region', { name: 'Bookings made' });
    await within(outcomes).findByText('FT-ORG001');
    expect(net.calls(BOOKINGS_URL)[0]?.body).toEqual({
      flightBookingReference: 'FL-BA75-1',
      serviceType: 'arrival',
      passengerCount: 1,
      passenger: { passengerId: PASSENGERS[0]?.id },
      packageCode: 'premium',
      addOns: [{ code: 'porter', quantity: 1 }],
    });
  });
});
