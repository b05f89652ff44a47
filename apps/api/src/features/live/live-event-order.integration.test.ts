/**
 * Live events reach streams in the order their transactions commit (ADR 195). Two transactions
 * that each record an event can commit in the other order than they inserted; a stream that had
 * already moved past the later one's place must still get the earlier one. PostgreSQL only: on
 * PGlite one connection runs one transaction at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLiveEvent } from '../../lib/live-events';
import { openStream } from '../../test/peeks/live-stream';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';

describe.runIf(testDbKind === 'postgres')('live events in commit order', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('delivers an event whose transaction commits after a later-inserted one, and resumes in that order', async () => {
    const s = await confirmedService(t.app);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/live/tickets',
      headers: s.traveller,
      payload: { bookingId: s.booking.id },
    });
    const stream = await openStream(baseUrl, ticket.json().data.ticket);
    const record = (step: string) => (tx: Parameters<typeof recordLiveEvent>[0]) =>
      recordLiveEvent(tx, { bookingId: s.booking.id, type: 'flight', payload: { step } });

    // The slow transaction inserts first and commits last.
    let inserted!: () => void;
    let commit!: () => void;
    const slowInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const mayCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const slow = t.app.db.transaction(async (tx) => {
      await record('inserted first, committed second')(tx);
      inserted();
      await mayCommit;
    });
    await slowInserted;
    await t.app.db.transaction(record('inserted second, committed first'));
    await stream.next((e) => e.data.payload.step === 'inserted second, committed first');
    commit();
    await slow;
    await t.app.db.transaction(record('last'));
    await stream.next((e) => e.data.payload.step === 'last');

    const steps = stream.events.map((e) => e.data.payload.step);
    expect(steps).toEqual(['inserted second, committed first', 'inserted first, committed second', 'last']);
    const ids = stream.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await stream.close();

    // A reconnect from the first event's id gets the other two, in the same order.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/live/tickets',
      headers: s.traveller,
      payload: { bookingId: s.booking.id },
    });
    const resumed = await openStream(baseUrl, again.json().data.ticket, String(ids[0]));
    await resumed.next((e) => e.data.payload.step === 'last');
    expect(resumed.events.map((e) => e.data.payload.step)).toEqual(steps.slice(1));
    await resumed.close();
  });
});
