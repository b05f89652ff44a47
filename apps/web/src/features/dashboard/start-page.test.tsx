/**
 * `/app`, where the installed app opens (issue 36 item 4): a traveller on their next service
 * (one under way counts), else on the bookings list; an officer on their console; with no
 * network, decided from the bookings list the device kept.
 */
import type { Booking, User } from '@fasttrack/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLastKnown } from '../../lib/offline-session';
import { saveLastKnown } from '../../lib/offline-store';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { noNetwork, saveSessionOf, waitForKept } from '../../test/offline';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { makeBooking, ok } from '../bookings/test-fixtures';
import { StartPage } from './start-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => clearLastKnown());

const HOUR = 3_600_000;
const at = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();
const traveller = makeUser();

function booking(id: string, status: Booking['status'], meetingInMs: number): Booking {
  return makeBooking({ id, bookingReference: `FT-${id.slice(-6)}`, status, meetingTime: at(meetingInMs) });
}

const ids = {
  later: '11111111-1111-4111-8111-000000000001',
  sooner: '11111111-1111-4111-8111-000000000002',
  unpaid: '11111111-1111-4111-8111-000000000003',
  underWay: '11111111-1111-4111-8111-000000000004',
  over: '11111111-1111-4111-8111-000000000005',
};

function open(user: User, bookings: Booking[] | 'no network') {
  saveSessionOf(user.id);
  const net = stubFetch(
    bookings === 'no network'
      ? { 'GET /api/auth/me': noNetwork, 'GET /api/bookings/user': noNetwork }
      : { 'GET /api/auth/me': () => json(200, ok(user)), 'GET /api/bookings/user': () => json(200, ok(bookings)) },
  );
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/app" element={<StartPage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </>,
    { route: '/app' },
  );
  return { net, ...view };
}

const where = (path: string) => waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));

describe('where the installed app opens', () => {
  it("opens a traveller's next confirmed service, not an unpaid or a later one", async () => {
    open(traveller, [
      booking(ids.later, 'confirmed', 72 * HOUR),
      booking(ids.unpaid, 'pending', 2 * HOUR),
      booking(ids.sooner, 'confirmed', 24 * HOUR),
    ]);
    await where(`/bookings/${ids.sooner}`);
  });

  it('opens a service under way (the traveller has just landed), not one that is over', async () => {
    open(traveller, [
      booking(ids.later, 'confirmed', 24 * HOUR),
      booking(ids.underWay, 'confirmed', -30 * 60_000),
      booking(ids.over, 'confirmed', -2 * HOUR),
    ]);
    await where(`/bookings/${ids.underWay}`);
  });

  it('opens the bookings list when no service is ahead', async () => {
    open(traveller, [booking(ids.unpaid, 'pending', 24 * HOUR), booking(ids.over, 'completed', -48 * HOUR)]);
    await where('/bookings');
  });

  it("opens an officer's console without asking for bookings", async () => {
    const { net } = open(makeUser({ role: 'officer' }), []);
    await where('/officer');
    expect(net.calls('GET /api/bookings/user')).toEqual([]);
  });

  it('with no network, opens the next service from the bookings list kept on the device', async () => {
    const first = open(traveller, [booking(ids.sooner, 'confirmed', 24 * HOUR)]);
    await where(`/bookings/${ids.sooner}`);
    await waitForKept('bookings', traveller.id);
    first.unmount();

    open(traveller, 'no network');
    await where(`/bookings/${ids.sooner}`);
  });

  it('with no network and no list kept, opens the bookings list (which says it is offline)', async () => {
    // The traveller opened one booking online (from an e-mail link): their session is known, the list is not.
    await saveLastKnown(`booking:${ids.sooner}`, traveller, {
      data: booking(ids.sooner, 'confirmed', 24 * HOUR),
      savedAt: at(0),
    });
    open(traveller, 'no network');
    await where('/bookings');
  });
});
