/**
 * Route search by place names and flight times with their zones (issue 19 §10): the results name
 * each airport's zone (WAT at Lagos, BST/GMT at London), and a place that names no airport is
 * reported under its own field.
 */
import { type FlightSearchResult, lagosToday, unknownPlaceMessage } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render';
import { makeFlight, ok } from '../../bookings/test-fixtures';
import { emptySearch, FlightSearch } from './flight-search';

/** An overnight London -> Lagos flight in British summer time. */
function summerFlight(flightNumber: string, reference: string): FlightSearchResult {
  return makeFlight({
    bookingReference: reference,
    flightInfo: {
      ...makeFlight().flightInfo,
      flightNumber,
      departureTime: '2027-07-02T22:40:00+01:00',
      arrivalTime: '2027-07-03T05:10:00+01:00',
      departureTimeZone: 'Europe/London',
      arrivalTimeZone: 'Africa/Lagos',
    },
  });
}

const routeUrl = (from: string, to: string) => `GET /api/flights/search/route/${from}/${to}/${lagosToday()}`;

async function searchRoute(from: string, to: string) {
  const onFound = vi.fn();
  renderWithApp(<FlightSearch initial={emptySearch('route')} onFound={onFound} onReset={() => {}} />);
  await userEvent.type(await screen.findByLabelText('From'), from);
  await userEvent.type(screen.getByLabelText('To'), to);
  await userEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
  return onFound;
}

describe('route search by place names', () => {
  it('lists the flights with each end in its own airport time and zone', async () => {
    stubFetch({
      [routeUrl('Heathrow', 'Murtala')]: () =>
        json(200, ok([summerFlight('BA75', 'FL-1'), summerFlight('VS411', 'FL-2')])),
    });
    await searchRoute('Heathrow', 'Murtala');
    const list = await screen.findByRole('region', { name: '2 flights found: choose yours' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Dep LHR Fri 2 Jul, 22:40 BST');
    expect(first).toHaveTextContent('Arr LOS Sat 3 Jul, 05:10 WAT');
  });

  it("names London GMT in winter, and an end whose zone is not sent by its time's offset", async () => {
    const winter = makeFlight({
      flightInfo: {
        ...makeFlight().flightInfo,
        departureTime: '2027-01-12T10:45:00+00:00',
        arrivalTime: '2027-01-12T17:45:00+01:00',
        departureTimeZone: 'Europe/London',
        arrivalTimeZone: undefined,
      },
    });
    stubFetch({ [routeUrl('london', 'lagos')]: () => json(200, ok([winter, summerFlight('VS411', 'FL-2')])) });
    await searchRoute('london', 'lagos');
    const [first] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Dep LHR Tue 12 Jan, 10:45 GMT');
    expect(first).toHaveTextContent('Arr LOS Tue 12 Jan, 17:45 GMT+1');
  });

  it('reports a place that names no airport under its own field, not as a missing flight', async () => {
    const message = unknownPlaceMessage('Atlantis');
    stubFetch({
      [routeUrl('Heathrow', 'Atlantis')]: () =>
        json(404, { success: false, error: 'NOT_FOUND', message, details: { arrival: message } }),
    });
    const onFound = await searchRoute('Heathrow', 'Atlantis');
    const to = screen.getByLabelText('To');
    await vi.waitFor(() => expect(to).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('No flight found with the provided details. Please try again.')).toBeNull();
    expect(onFound).not.toHaveBeenCalled();
  });
});

describe('flights that cannot be booked (issue 37)', () => {
  const cancelled = makeFlight({
    bookingReference: 'FL-1',
    notBookable: [
      { serviceType: 'arrival', code: 'NOT_BOOKABLE', message: 'BA75 is cancelled and can no longer be booked.' },
    ],
  });
  const open = makeFlight({
    bookingReference: 'FL-2',
    flightInfo: { ...makeFlight().flightInfo, flightNumber: 'VS411' },
    notBookable: [],
  });

  it('are listed with the reason and no Select, next to the flights that can be booked', async () => {
    stubFetch({ [routeUrl('LHR', 'LOS')]: () => json(200, ok([cancelled, open])) });
    await searchRoute('LHR', 'LOS');
    const list = await screen.findByRole('region', { name: '2 flights found: choose yours' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Not bookable: BA75 is cancelled and can no longer be booked.');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Select VS411' })).toBeInTheDocument();
  });

  it('a single flight that cannot be booked is shown with the reason instead of opening the form', async () => {
    stubFetch({ [routeUrl('LHR', 'LOS')]: () => json(200, ok([cancelled])) });
    const onFound = await searchRoute('LHR', 'LOS');
    const list = await screen.findByRole('region', { name: '1 flight found' });
    expect(list).toHaveTextContent('BA75 is cancelled and can no longer be booked.');
    expect(onFound).not.toHaveBeenCalled();
  });

  it('by flight number too', async () => {
    stubFetch({ [`GET /api/flights/search/number/BA75/${lagosToday()}`]: () => json(200, ok(cancelled)) });
    const onFound = vi.fn();
    renderWithApp(<FlightSearch initial={emptySearch('flightNumber')} onFound={onFound} onReset={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Flight Number' }), 'BA75');
    await userEvent.click(screen.getByRole('button', { name: 'Search Flight' }));
    expect(await screen.findByText(/BA75 is cancelled and can no longer be booked/)).toBeInTheDocument();
    expect(onFound).not.toHaveBeenCalled();
  });
});

describe('flight search tabs', () => {
  it('go from the active tab straight to its first field: the panel is no extra tab stop (issue 26 §6)', async () => {
    stubFetch({});
    renderWithApp(<FlightSearch initial={emptySearch('flightNumber')} onFound={() => {}} onReset={() => {}} />);
    const tab = await screen.findByRole('tab', { name: 'Flight Number' });
    tab.focus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Flight Number' })).toHaveFocus();
  });
});
