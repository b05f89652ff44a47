/**
 * The organisation's bookings (issue 39 items 2, 5): the filters become the list's query, each row
 * shows passenger, flight, service time in WAT, status and amount in naira, the next page comes on
 * "Show more"; an arranger may book and download, a traveller-role member only reads.
 */
import type { Organisation, OrganisationBooking } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makeBooking, ok } from '../bookings/test-fixtures';
import { OrganisationContext } from '../organisations/organisation-context';
import { OrgBookingsPage } from './org-bookings-page';

vi.setConfig({ testTimeout: 20_000 });

const ORG = '7d1f3a52-0000-4000-8000-000000000001';
const LIST = `GET /api/organisations/${ORG}/bookings`;

function organisation(role: Organisation['role']): Organisation {
  return {
    id: ORG,
    legalName: 'Lagoon Events Ltd',
    kind: 'company',
    status: 'approved',
    role,
    tin: '12345678-0001',
    vatRegistered: true,
    billingEmail: 'accounts@lagoon.example',
    billingAddress: '12 Marina, Lagos',
    terms: { paymentTerms: 'invoice', creditLimitNgnKobo: 500_000_000, paymentDays: 30, commissionBps: 0 },
    requiresCostCentre: false,
    requiresPoReference: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    approvedAt: '2026-11-02T09:00:00.000Z',
    suspendedAt: null,
  };
}

function orgBooking(n: number, name: string): OrganisationBooking {
  const {
    meetingCode: _code,
    meetingChange: _change,
    ...booking
  } = makeBooking({
    id: `7d1f3a52-0000-4000-8000-00000000b00${n}`,
    bookingReference: `FT-ORG00${n}`,
    leadPassengerName: name,
    status: 'confirmed',
    paymentStatus: 'paid',
    meetingTime: '2026-12-03T16:45:00.000Z',
  });
  return {
    ...booking,
    organisationId: ORG,
    passengerId: null,
    passengerIsMember: false,
    costCentre: 'MKT-01',
    poReference: null,
    bookedBy: 'Tunde Bakare',
    officerName: null,
  };
}

function renderPage(role: Organisation['role']) {
  renderWithApp(
    <OrganisationContext.Provider value={organisation(role)}>
      <OrgBookingsPage />
    </OrganisationContext.Provider>,
    { route: `/organisations/${ORG}/bookings` },
  );
}

describe("the organisation's bookings (issue 39 item 5)", () => {
  it('lists bookings, filters them through the query, and pages on', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      [LIST]: (request) => {
        const q = new URLSearchParams(request.search);
        if (q.get('cursor') === 'c2')
          return json(200, ok({ bookings: [orgBooking(2, 'Funke Adebayo')], nextCursor: null }));
        return json(200, ok({ bookings: [orgBooking(1, 'Chidi Okeke')], nextCursor: 'c2' }));
      },
    });
    renderPage('arranger');
    const table = await screen.findByRole('table', { name: 'Bookings of the organisation, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'FT-ORG001MKT-01Chidi OkekeBA75Arrival ServiceThu 3 Dec 2026, 17:45 WATBooking status: Confirmed₦135,000.00',
    );
    expect(screen.getByRole('link', { name: 'Book for passengers' })).toHaveAttribute(
      'href',
      `/organisations/${ORG}/bookings/new`,
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Funke Adebayo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Passenger'), 'Chidi');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await userEvent.type(screen.getByLabelText('Service from'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Cost centre'), 'MKT-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await expect
      .poll(() => net.calls(LIST).at(-1)?.search)
      .toBe('?passenger=Chidi&status=confirmed&from=2026-12-01&costCentre=MKT-01');
  });

  it('a traveller-role member reads what was booked for them: no booking, no CSV', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      [LIST]: () => json(200, ok({ bookings: [orgBooking(1, 'Ada Okafor')], nextCursor: null })),
    });
    renderPage('traveller');
    expect(await screen.findByText('The bookings your organisation made for you.')).toBeInTheDocument();
    await screen.findByText('Ada Okafor');
    expect(screen.queryByRole('link', { name: 'Book for passengers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
