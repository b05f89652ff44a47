import { addDaysIso, lagosToday, MEETING_CODE_STORY, OFFICER_MEETING_CODE_RULE } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makeOpsBooking } from '../ops/test-fixtures';
import { OfficerPage } from './officer-page';

vi.setConfig({ testTimeout: 20_000 });

const ok = <T,>(data: T) => ({ success: true, data });
/** 14:30 WAT on the Lagos date `days` from today, as an instant in UTC. */
const at = (days: number) => `${addDaysIso(lagosToday(), days)}T13:30:00.000Z`;

function renderOfficer(services: () => Response) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
    'GET /api/officer/services': services,
  });
  renderWithApp(<OfficerPage />, { route: '/officer' });
  return net;
}

describe("the officer's services (issue 15 §7)", () => {
  it('lists today and tomorrow, each service with what the officer needs at the meeting point', async () => {
    renderOfficer(() =>
      json(
        200,
        ok({
          services: [
            { ...makeOpsBooking({ meetingTime: at(1), bookingReference: 'FT-TMRW01' }), extras: [] },
            { ...makeOpsBooking({ id: '7c1d2e3f-4a5b-4c6d-8e7f-000000000009', meetingTime: at(0) }), extras: [] },
          ],
        }),
      ),
    );
    const today = await screen.findByRole('region', { name: /^Today, / });
    const service = within(today).getByRole('article');
    expect(within(service).getByRole('heading')).toHaveTextContent('14:30 WAT');
    expect(within(service).getByText('International terminal, at the aircraft door')).toBeInTheDocument();
    expect(within(service).getByText(/Flight status: Scheduled/)).toBeInTheDocument();
    expect(within(service).getByText('Ada Obi')).toBeInTheDocument();
    // The traveller's number stays private: the officer uses the masked chat (issue 26 item 5).
    expect(within(service).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(within(service).queryByText(/\+234/)).not.toBeInTheDocument();
    // The officer's side of the meeting-code story, not the traveller's (issue 26 item 4).
    expect(within(service).getByText(OFFICER_MEETING_CODE_RULE)).toBeInTheDocument();
    expect(within(service).queryByText(MEETING_CODE_STORY)).not.toBeInTheDocument();
    expect(within(service).getByText('Arrival Service · 2 People')).toBeInTheDocument();
    expect(
      within(service).getByText('Wheelchair at the aircraft door, and help with two large suitcases and a pram'),
    ).toBeInTheDocument();

    const tomorrow = screen.getByRole('region', { name: /^Tomorrow, / });
    expect(within(tomorrow).getByText('Booking reference FT-TMRW01')).toBeInTheDocument();
  });

  it("keeps today's completed service in the list, marked done, with nothing left to tap (issue 26 §6)", async () => {
    renderOfficer(() =>
      json(
        200,
        ok({
          services: [
            {
              ...makeOpsBooking({ meetingTime: at(0), status: 'completed', bookingReference: 'FT-DONE01' }),
              extras: [],
            },
          ],
        }),
      ),
    );
    const today = await screen.findByRole('region', { name: /^Today, / });
    const service = within(today).getByRole('article');
    expect(within(service).getByText('Service completed')).toBeInTheDocument();
    expect(within(service).queryByRole('button')).not.toBeInTheDocument();
  });

  it("reads the meeting time on the clock of the service's airport: GMT at an airport in Accra's zone", async () => {
    // 23:30 GMT: already Monday in Lagos, still Sunday in Accra, where the officer's day is.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T23:30:00.000Z'));
    try {
      const meetingTime = '2026-11-29T13:30:00.000Z';
      renderOfficer(() =>
        json(
          200,
          ok({ services: [{ ...makeOpsBooking({ meetingTime, airportTimeZone: 'Africa/Accra' }), extras: [] }] }),
        ),
      );
      const today = await screen.findByRole('region', { name: 'Today, Sun 29 Nov' });
      expect(within(within(today).getByRole('article')).getByRole('heading')).toHaveTextContent('13:30 GMT');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when a day has no service', async () => {
    renderOfficer(() => json(200, ok({ services: [] })));
    expect(await screen.findAllByText('No service.')).toHaveLength(2);
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    renderOfficer(() =>
      fail
        ? json(503, { success: false, message: 'Service unavailable', error: 'X' })
        : json(200, ok({ services: [] })),
    );
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('No service.')).toHaveLength(2);
  });
});
