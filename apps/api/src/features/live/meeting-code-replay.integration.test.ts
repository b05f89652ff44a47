/**
 * Meeting-code entries queued offline and sent again (issue 36 item 4): each carries the client
 * id made when the officer entered it, so an entry whose answer was lost is decided once: a
 * match is recorded once and its replay answered with the progress; a miss is counted once and
 * its replay answered with the same 422; the server still decides, whatever the device thinks.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';

type Service = Awaited<ReturnType<typeof confirmedService>>;

describe('replaying a meeting-code entry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
  });
  afterAll(() => t.close());

  const post = (s: Service, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/officer/services/${s.booking.id}${url}`,
      headers: s.officerAuth,
      payload,
    });
  const verify = (s: Service, code: string, clientId?: string) =>
    post(s, '/verify', clientId ? { code, clientId } : { code });
  const checkedIn = async () => {
    const s = await confirmedService(t.app);
    expect((await post(s, '/milestones', { milestone: 'checked_in' })).statusCode).toBe(200);
    return s;
  };
  const traveller = async (s: Service) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${s.booking.id}/live`, headers: s.traveller })).json()
      .data;
  const progress = async (s: Service) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/officer/services/${s.booking.id}/progress`,
        headers: s.officerAuth,
      })
    ).json().data;

  it('records a matching entry sent twice once, answers the replay with 200, and the traveller sees Verified', async () => {
    const s = await checkedIn();
    const clientId = randomUUID();
    const first = await verify(s, '4821', clientId);
    expect(first.statusCode).toBe(200);
    const replay = await verify(s, '4821', clientId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.milestones).toEqual(first.json().data.milestones);
    expect(replay.json().data.next).toBe('immigration');
    const live = await traveller(s);
    expect(live.milestones.map((m: { milestone: string }) => m.milestone)).toEqual(['checked_in', 'met']);
    expect(live.verifiedOfficerName).toBe(`${s.officer.firstName} ${s.officer.lastName}`);
  });

  it('counts a wrong entry sent twice once, and answers the replay with the same reason', async () => {
    const s = await checkedIn();
    const clientId = randomUUID();
    const first = await verify(s, '0000', clientId);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      success: false,
      error: 'MEETING_CODE_WRONG',
      message: 'That code does not match. 4 tries left.',
    });
    const replay = await verify(s, '0000', clientId);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe('That code does not match. 4 tries left.');
    expect((await progress(s)).codeTriesLeft).toBe(4);
    // A new entry is a new try.
    expect((await verify(s, '1111', randomUUID())).json().message).toBe('That code does not match. 3 tries left.');
  });

  it('still refuses an entry the rules do not allow, and a client id already used for another step', async () => {
    const s = await confirmedService(t.app);
    const early = await verify(s, '4821', randomUUID());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Check in at the meeting point first.');
    const tap = randomUUID();
    expect((await post(s, '/milestones', { milestone: 'checked_in', clientId: tap })).statusCode).toBe(200);
    const reused = await verify(s, '4821', tap);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This tap was already recorded for another step.');
    expect((await traveller(s)).milestones).toHaveLength(1);
    // The matching entry's id, sent later as a milestone tap, is refused too.
    const entry = randomUUID();
    expect((await verify(s, '4821', entry)).statusCode).toBe(200);
    expect((await post(s, '/milestones', { milestone: 'immigration', clientId: entry })).statusCode).toBe(409);
  });

  it('answers two replays of one matching entry sent together with one record', async () => {
    const s = await checkedIn();
    const clientId = randomUUID();
    const answers = await Promise.all([verify(s, '4821', clientId), verify(s, '4821', clientId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await traveller(s)).milestones).toHaveLength(2);
  });

  it('refuses a client id that is not a UUID with the validation envelope', async () => {
    const s = await checkedIn();
    const res = await verify(s, '4821', 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect((await progress(s)).milestones).toHaveLength(1);
  });
});
