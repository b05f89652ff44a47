/**
 * Milestone taps queued offline and sent again (issue 28 item 5): each carries the client id made
 * at the tap, so a replay is recorded once and answered with the progress as it is; the service
 * rules still hold for a queued tap that arrives out of turn.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('replaying a milestone tap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
  });
  afterAll(() => t.close());

  const step = (s: Awaited<ReturnType<typeof confirmedService>>, milestone: string, clientId?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/officer/services/${s.booking.id}/milestones`,
      headers: s.officerAuth,
      payload: clientId ? { milestone, clientId } : { milestone },
    });
  const traveller = async (s: Awaited<ReturnType<typeof confirmedService>>) =>
    (await t.app.inject({ method: 'GET', url: `/api/bookings/${s.booking.id}/live`, headers: s.traveller })).json()
      .data;

  it('records a tap sent twice with the same client id once, and answers the replay with 200', async () => {
    const s = await confirmedService(t.app);
    const clientId = randomUUID();
    const first = await step(s, 'checked_in', clientId);
    expect(first.statusCode).toBe(200);
    const replay = await step(s, 'checked_in', clientId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.milestones).toEqual(first.json().data.milestones);
    expect(replay.json().data.next).toBe('met');
    const live = await traveller(s);
    expect(live.milestones.map((m: { milestone: string }) => m.milestone)).toEqual(['checked_in']);
  });

  it('answers two replays sent together with one record', async () => {
    const s = await confirmedService(t.app);
    const clientId = randomUUID();
    const answers = await Promise.all([step(s, 'checked_in', clientId), step(s, 'checked_in', clientId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await traveller(s)).milestones).toHaveLength(1);
  });

  it('still refuses a queued tap the rules do not allow (409), and a client id reused for another step', async () => {
    const s = await confirmedService(t.app);
    const outOfTurn = await step(s, 'immigration', randomUUID());
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.json()).toMatchObject({ success: false, error: 'CONFLICT' });
    const clientId = randomUUID();
    expect((await step(s, 'checked_in', clientId)).statusCode).toBe(200);
    const reused = await step(s, 'no_show', clientId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This tap was already recorded for another step.');
    // A second check-in with a new id is a new tap, refused as before.
    expect((await step(s, 'checked_in', randomUUID())).statusCode).toBe(409);
  });

  it('refuses one client id sent for two services at once: one is recorded, the other is 409', async () => {
    const a = await confirmedService(t.app);
    const b = await confirmedService(t.app);
    const clientId = randomUUID();
    const answers = await Promise.all([step(a, 'checked_in', clientId), step(b, 'checked_in', clientId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      success: false,
      message: 'This tap was already recorded for another step.',
    });
    const recorded = [...(await traveller(a)).milestones, ...(await traveller(b)).milestones];
    expect(recorded).toHaveLength(1);
  });

  it('refuses a client id that is not a UUID with the validation envelope', async () => {
    const s = await confirmedService(t.app);
    const res = await step(s, 'checked_in', 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    expect((await traveller(s)).milestones).toEqual([]);
  });

  it('does not let another officer replay a tap on a service not theirs', async () => {
    const s = await confirmedService(t.app);
    const other = await confirmedService(t.app);
    const clientId = randomUUID();
    expect((await step(s, 'checked_in', clientId)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/officer/services/${s.booking.id}/milestones`,
      headers: other.officerAuth,
      payload: { milestone: 'checked_in', clientId },
    });
    expect(res.statusCode).toBe(404);
  });
});
