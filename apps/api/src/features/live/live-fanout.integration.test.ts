/**
 * Fan-out across API processes (issue 17 §4, "Done when"): two apps, each with its own
 * connections and its own LISTEN, on one PostgreSQL. A milestone recorded through one reaches
 * a stream held open on the other. On PGlite there is one process, so the case is PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { openStream } from '../../test/peeks/live-stream';
import { confirmedService } from '../../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDbKind } from '../../test/test-database';

describe.runIf(testDbKind === 'postgres')('live events across two API processes', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondUrl: string;
  beforeAll(async () => {
    first = await createTestApp({ JWT_SECRET: 'live-fanout-test-secret-0123456789abcdef' }, { roster: false });
    const database = await openDatabase({ url: first.testDb.url, dataDir: 'memory://' });
    second = await buildApp({ config: first.config, database });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('delivers a milestone raised on one process to a stream open on the other', async () => {
    const s = await confirmedService(first.app);
    const ticket = await second.inject({
      method: 'POST',
      url: '/api/live/tickets',
      headers: s.traveller,
      payload: { bookingId: s.booking.id },
    });
    expect(ticket.statusCode).toBe(200);
    const stream = await openStream(secondUrl, ticket.json().data.ticket);
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/officer/services/${s.booking.id}/milestones`,
      headers: s.officerAuth,
      payload: { milestone: 'checked_in' },
    });
    expect(res.statusCode).toBe(200);
    const event = await stream.next((e) => e.data.payload.milestone === 'checked_in');
    expect(event.data.bookingId).toBe(s.booking.id);
    await stream.close();
  });
});
