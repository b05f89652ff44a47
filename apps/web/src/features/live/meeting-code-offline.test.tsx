/**
 * The meeting code entered with no network (issue 36 item 4): the entry waits on the device as
 * "Waiting for connection" (not a greyed button), is sent when the connection returns with the
 * client id made at the entry, and the server decides: a match shows "Code verified", a wrong
 * code shows the server's reason and the code can be entered again.
 */
import type { ServiceProgress, User } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { noNetwork } from '../../test/offline';
import { renderWithApp } from '../../test/render';
import { OfficerControls } from '../../test/scenarios/officer-controls';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ok = <T,>(data: T) => ({ success: true, data });
const checkedIn = { milestone: 'checked_in' as const, at: '2026-11-24T13:00:00.000Z' };
const progress = (bookingId: string, met: boolean): ServiceProgress => ({
  bookingId,
  milestones: met ? [checkedIn, { milestone: 'met', at: '2026-11-24T13:05:00.000Z' }] : [checkedIn],
  next: met ? 'immigration' : 'met',
  codeLocked: false,
  codeTriesLeft: met ? 5 : 4,
  noShowFrom: '2099-01-01T00:00:00.000Z',
  checkInFrom: '2020-01-01T00:00:00.000Z',
});

/**
 * The officer's page with a network the test switches; the code check answers `verify`. With
 * `loseFirstAnswer`, the first entry reaches the server but the connection drops before its answer
 * comes back.
 */
function openControls(bookingId: string, verify: () => Response, { loseFirstAnswer = false } = {}) {
  // An officer of their own per test: the device's queue is one list, sent per officer.
  const officer: User = makeUser({ role: 'officer', id: bookingId.replace(/^7c/, '0f') });
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  let met = false;
  let lose = loseFirstAnswer;
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(officer)),
    [`GET /api/officer/services/${bookingId}/progress`]: () => json(200, ok(progress(bookingId, met))),
    [`POST /api/officer/services/${bookingId}/verify`]: () => {
      if (!onLine()) return noNetwork();
      const answer = verify();
      met = answer.ok;
      if (!lose) return answer;
      // The connection drops with the answer on its way back.
      lose = false;
      onLine.mockReturnValue(false);
      return noNetwork();
    },
  });
  renderWithApp(<OfficerControls bookingId={bookingId} />, { route: '/officer' });
  const entries = () =>
    net
      .calls(`POST /api/officer/services/${bookingId}/verify`)
      .map((r) => r.body as { code: string; clientId: string });
  const signal = (online: boolean) => {
    onLine.mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { entries, signal };
}

async function enterCode(code: string) {
  await userEvent.type(await screen.findByLabelText('Meeting code from the traveller'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
}

describe('the meeting code entered offline', () => {
  it('waits for the connection, is sent once it returns with its client id, and shows Code verified then', async () => {
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000c1';
    const { entries, signal } = openControls(bookingId, () => json(200, ok(progress(bookingId, true))));
    await screen.findByLabelText('Meeting code from the traveller');
    signal(false);
    await enterCode('4821');
    const waiting = await screen.findByRole('list', { name: 'Steps waiting for connection' });
    expect(waiting).toHaveTextContent('Meeting code 4821: Waiting for connection');
    expect(screen.queryByText('Code verified: you have met the traveller.')).toBeNull();
    expect(screen.queryByLabelText('Meeting code from the traveller')).toBeNull();
    expect(entries()).toEqual([]);

    signal(true);
    expect(await screen.findByText('Code verified: you have met the traveller.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Steps waiting for connection' })).toBeNull();
    expect(entries()).toHaveLength(1);
    expect(entries()[0]?.code).toBe('4821');
    expect(entries()[0]?.clientId).toMatch(UUID);
  });

  it("shows a wrong code sent later with the server's reason, and offers the code entry again", async () => {
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000c2';
    const { signal } = openControls(bookingId, () =>
      json(422, { success: false, message: 'That code does not match. 4 tries left.', error: 'MEETING_CODE_WRONG' }),
    );
    await screen.findByLabelText('Meeting code from the traveller');
    signal(false);
    await enterCode('1234');
    expect(await screen.findByText('Meeting code 1234: Waiting for connection')).toBeVisible();

    signal(true);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      /^Meeting code 1234 \(entered \d{2}:\d{2} WAT\) was not accepted: That code does not match\. 4 tries left\./,
    );
    expect(await screen.findByLabelText('Meeting code from the traveller')).toBeEnabled();
    expect(screen.queryByText('Code verified: you have met the traveller.')).toBeNull();
  });

  it('keeps an entry whose answer never came and sends it again with the same client id', async () => {
    const bookingId = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000c3';
    const { entries, signal } = openControls(bookingId, () => json(200, ok(progress(bookingId, true))), {
      loseFirstAnswer: true,
    });
    await enterCode('4821');
    expect(await screen.findByText('Meeting code 4821: Waiting for connection')).toBeVisible();
    signal(true);
    expect(await screen.findByText('Code verified: you have met the traveller.')).toBeVisible();
    const sent = entries();
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((e) => e.clientId)).size).toBe(1);
  });
});
