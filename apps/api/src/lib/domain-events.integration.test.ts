/**
 * Domain events and their subscribers (issue 38 item 2; lib/domain-events.ts), on the real job
 * runner and database: an event whose transaction rolls back reaches nobody; a subscriber that
 * fails on its first try is retried and acts once; a cancellation's e-mail, texts, officer push,
 * live event and returned credits happen once, however often its event is delivered; a failing
 * subscriber holds back neither the change nor another subscriber; a worker process that took an
 * event and died leaves it to another process, which acts once (both databases); on PostgreSQL,
 * a subscriber whose connection dies mid-event (its process killed) acts once after.
 * The fault is the database's own: a trigger that fails the first insert into the booking's
 * history (a sequence counts tries, since a failed transaction keeps no row). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEvents,
  bookings,
  creditEntries,
  domainEventReceipts,
  domainEvents,
  liveEvents,
  outboxMessages,
} from '../db/schema/index';
import { registerBookingHistorySubscriber } from '../features/bookings/history-subscriber';
import { cancelBooking } from '../features/bookings/index';
import { createJobRunner } from '../jobs/job-runner';
import { createBooking, createFlight, createUser } from '../test/factories';
import { confirmedService } from '../test/scenarios/service-under-way';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDbKind } from '../test/test-database';
import { recordDomainEvent } from './domain-events';

const SUBSCRIBER = { timeout: 20_000, interval: 100 };
const SYSTEM = { userId: null, role: 'system' } as const;

/** The booking's history rows of officer changes, as the booking-history subscriber writes them. */
const assignmentHistory = (t: TestApp, bookingId: string) =>
  t.app.db
    .select({ from: bookingEvents.fromValue, to: bookingEvents.toValue, reason: bookingEvents.reason })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.field, 'assignment')));

/** A pending booking of a new traveller on a new flight. */
async function bookingOf(t: TestApp) {
  const user = await createUser(t.app.db);
  const flight = await createFlight(t.app.db);
  return createBooking(t.app.db, { userId: user.id, flightId: flight.id });
}

describe('domain events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOB_WORKERS: 'true' });
  });
  afterAll(() => t.close());

  const historyOf = (bookingId: string) => assignmentHistory(t, bookingId);
  const welcomesOf = (userId: string) =>
    t.app.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, 'welcome')));

  const aBooking = () => bookingOf(t);

  it('reaches no subscriber when the transaction that recorded it rolls back', async () => {
    const user = await createUser(t.app.db);
    const jobsBefore = await t.app.database.executeSql(
      "select count(*)::int as n from pgboss.job where name like 'domain-event.%'",
      [],
    );
    const rolledBack = t.app.db.transaction(async (tx) => {
      await recordDomainEvent(tx, t.app.jobs, {
        type: 'account.registered',
        aggregateId: user.id,
        payload: {},
        actor: SYSTEM,
      });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    const events = await t.app.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, user.id));
    expect(events).toEqual([]);
    const jobsAfter = await t.app.database.executeSql(
      "select count(*)::int as n from pgboss.job where name like 'domain-event.%'",
      [],
    );
    expect(jobsAfter.rows).toEqual(jobsBefore.rows);

    // The same event committed reaches the messages subscriber: the welcome e-mail is queued once.
    await t.app.db.transaction((tx) =>
      recordDomainEvent(tx, t.app.jobs, {
        type: 'account.registered',
        aggregateId: user.id,
        payload: {},
        actor: SYSTEM,
      }),
    );
    await expect.poll(async () => (await welcomesOf(user.id)).length, SUBSCRIBER).toBe(1);
  });

  it('retries a subscriber that fails on its first try, which then acts once, and a second delivery does nothing', async () => {
    const booking = await aBooking();
    await t.app.database.executeSql('create sequence if not exists history_tries', []);
    await t.app.database.executeSql(
      `create or replace function fail_first_history() returns trigger language plpgsql as $$
       begin
         if new.booking_id = '${booking.id}' then
           if nextval('history_tries') = 1 then raise exception 'the first try fails'; end if;
         end if;
         return new;
       end $$`,
      [],
    );
    await t.app.database.executeSql(
      'create trigger fail_first_history before insert on booking_events for each row execute function fail_first_history()',
      [],
    );
    try {
      const eventId = await t.app.db.transaction((tx) =>
        recordDomainEvent(tx, t.app.jobs, {
          type: 'booking.assignment_changed',
          aggregateId: booking.id,
          payload: { from: null, to: null, reason: 'Assigned at payment' },
          actor: SYSTEM,
        }),
      );
      // Recorded before any subscriber ran: the change never waits for its reactions.
      expect(await t.app.db.select().from(domainEvents).where(eq(domainEvents.id, eventId))).toHaveLength(1);
      await expect
        .poll(() => historyOf(booking.id), SUBSCRIBER)
        .toEqual([{ from: null, to: 'none', reason: 'Assigned at payment' }]);
      const tries = await t.app.database.executeSql('select last_value::int as n from history_tries', []);
      expect(tries.rows).toEqual([{ n: 2 }]);

      // Delivered again (a job that ran twice): the receipt stops it, nothing is written twice.
      await t.app.jobs.enqueue(t.app.db, { name: 'domain-event.booking-history', data: { eventId } });
      await expect
        .poll(
          async () =>
            (
              await t.app.database.executeSql(
                "select count(*)::int as n from pgboss.job where name = 'domain-event.booking-history' and state = 'completed' and (data->>'eventId')::bigint = $1",
                [eventId],
              )
            ).rows,
          SUBSCRIBER,
        )
        .toEqual([{ n: 2 }]);
      expect(await historyOf(booking.id)).toHaveLength(1);
      const receipts = await t.app.db
        .select({ subscriber: domainEventReceipts.subscriber })
        .from(domainEventReceipts)
        .where(eq(domainEventReceipts.eventId, eventId));
      expect(receipts).toEqual([{ subscriber: 'booking-history' }]);
    } finally {
      await t.app.database.executeSql('drop trigger fail_first_history on booking_events', []);
    }
  });

  it('keeps each subscriber to its own progress: one failing does not hold back another', async () => {
    const booking = await aBooking();
    const user = await createUser(t.app.db);
    // The booking's history refuses every row for this booking for now.
    await t.app.database.executeSql(
      `create or replace function refuse_history() returns trigger language plpgsql as $$
       begin
         if new.booking_id = '${booking.id}' then raise exception 'history is down'; end if;
         return new;
       end $$`,
      [],
    );
    await t.app.database.executeSql(
      'create trigger refuse_history before insert on booking_events for each row execute function refuse_history()',
      [],
    );
    try {
      const historyEvent = await t.app.db.transaction(async (tx) => {
        const id = await recordDomainEvent(tx, t.app.jobs, {
          type: 'booking.assignment_changed',
          aggregateId: booking.id,
          payload: { from: null, to: null, reason: 'Released' },
          actor: SYSTEM,
        });
        await recordDomainEvent(tx, t.app.jobs, {
          type: 'account.registered',
          aggregateId: user.id,
          payload: {},
          actor: SYSTEM,
        });
        return id;
      });
      // The history's job has failed at least once and waits for its retry...
      await expect
        .poll(
          async () =>
            (
              await t.app.database.executeSql(
                "select retry_count::int as n from pgboss.job where name = 'domain-event.booking-history' and (data->>'eventId')::bigint = $1",
                [historyEvent],
              )
            ).rows[0]?.n ?? 0,
          SUBSCRIBER,
        )
        .toBeGreaterThanOrEqual(1);
      // ...while the messages subscriber went on with the same transaction's other event.
      await expect.poll(async () => (await welcomesOf(user.id)).length, SUBSCRIBER).toBe(1);
      expect(await historyOf(booking.id)).toEqual([]);
    } finally {
      await t.app.database.executeSql('drop trigger refuse_history on booking_events', []);
    }
    // Once the history takes rows again, the retried job writes it.
    await expect.poll(async () => (await historyOf(booking.id)).length, SUBSCRIBER).toBe(1);
  });

  // PostgreSQL only: PGlite runs in this process, so there is no separate connection to lose.
  it.runIf(testDbKind === 'postgres')(
    'acts once after its connection died mid-event, as when its process is killed',
    async () => {
      const booking = await aBooking();
      await t.app.database.executeSql('create sequence if not exists stalled_tries', []);
      // The first try stops inside its transaction (receipt written, history not yet).
      await t.app.database.executeSql(
        `create or replace function stall_first_history() returns trigger language plpgsql as $$
         begin
           if new.booking_id = '${booking.id}' then
             if nextval('stalled_tries') = 1 then perform pg_sleep(60); end if;
           end if;
           return new;
         end $$`,
        [],
      );
      await t.app.database.executeSql(
        'create trigger stall_first_history before insert on booking_events for each row execute function stall_first_history()',
        [],
      );
      try {
        await t.app.db.transaction((tx) =>
          recordDomainEvent(tx, t.app.jobs, {
            type: 'booking.assignment_changed',
            aggregateId: booking.id,
            payload: { from: null, to: null, reason: 'Stalled' },
            actor: SYSTEM,
          }),
        );
        const stalled = async () =>
          (
            await t.app.database.executeSql(
              "select pid from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()",
              [],
            )
          ).rows as { pid: number }[];
        await expect.poll(async () => (await stalled()).length, SUBSCRIBER).toBe(1);
        const [{ pid } = { pid: 0 }] = await stalled();
        await t.app.database.executeSql('select pg_terminate_backend($1)', [pid]);
        await expect
          .poll(() => historyOf(booking.id), SUBSCRIBER)
          .toEqual([{ from: null, to: 'none', reason: 'Stalled' }]);
        const tries = await t.app.database.executeSql('select last_value::int as n from stalled_tries', []);
        expect(tries.rows).toEqual([{ n: 2 }]);
      } finally {
        await t.app.database.executeSql('drop trigger stall_first_history on booking_events', []);
      }
    },
    40_000,
  );

  it("makes a cancellation's e-mail, texts, push, live event and returned credits once, however often its event is delivered", async () => {
    // Over 24 h ahead: refunded in full, so the credits come back too.
    const s = await confirmedService(t.app, 25 * 60);
    const admin = await createUser(t.app.db, { role: 'admin' });
    // The lead passenger is someone else with a phone of their own, and $10 of credits paid part.
    await t.app.db.update(bookings).set({ contactPhone: '+2348030000111' }).where(eq(bookings.id, s.booking.id));
    await t.app.db.insert(creditEntries).values([
      { userId: s.booking.userId, kind: 'adjust', amountUsdCents: 1000, cause: 'admin', reason: 'Gesture' },
      { userId: s.booking.userId, kind: 'redeem', amountUsdCents: -1000, bookingId: s.booking.id, cause: 'checkout' },
    ]);
    const outcome = await cancelBooking(t.app, {
      caller: { userId: admin.id, role: 'admin' },
      bookingId: s.booking.id,
    });
    expect(outcome).toMatchObject({ refund: 'full', booking: { money: { creditsReturnedUsdCents: 1000 } } });

    const queued = async () =>
      (
        await t.app.db
          .select({
            kind: outboxMessages.kind,
            channel: outboxMessages.channel,
            userId: outboxMessages.userId,
            audience: outboxMessages.audience,
          })
          .from(outboxMessages)
          .where(eq(outboxMessages.bookingId, s.booking.id))
      ).sort((x, y) => `${x.kind}${x.channel}`.localeCompare(`${y.kind}${y.channel}`));
    const liveEventsOf = () =>
      t.app.db
        .select({ type: liveEvents.type, payload: liveEvents.payload })
        .from(liveEvents)
        .where(and(eq(liveEvents.bookingId, s.booking.id), eq(liveEvents.type, 'cancelled')));
    const returned = () =>
      t.app.db
        .select({ amount: creditEntries.amountUsdCents })
        .from(creditEntries)
        .where(and(eq(creditEntries.bookingId, s.booking.id), eq(creditEntries.cause, 'cancelled')));
    const messagesOnce = [
      { kind: 'booking-cancelled', channel: 'email', userId: s.booking.userId, audience: 'account' },
      { kind: 'booking-cancelled', channel: 'sms', userId: s.booking.userId, audience: 'lead_passenger' },
      { kind: 'officer-service-removed', channel: 'push', userId: s.officer.id, audience: 'account' },
    ];
    const liveOnce = [{ type: 'cancelled', payload: { by: 'admin', officers: [s.officer.id] } }];
    await expect.poll(queued, SUBSCRIBER).toEqual(messagesOnce);
    await expect.poll(liveEventsOf, SUBSCRIBER).toEqual(liveOnce);
    await expect.poll(returned, SUBSCRIBER).toEqual([{ amount: 1000 }]);

    // The same event delivered again to each subscriber (a retry after a lost acknowledgement).
    const [event] = await t.app.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, s.booking.id), eq(domainEvents.type, 'booking.cancelled')));
    const eventId = event?.id ?? 0;
    const queues = ['domain-event.messages', 'domain-event.live', 'domain-event.credits'] as const;
    for (const queue of queues) await t.app.jobs.enqueue(t.app.db, { name: queue, data: { eventId } });
    await expect
      .poll(
        async () =>
          (
            await t.app.database.executeSql(
              "select name, count(*)::int as n from pgboss.job where name like 'domain-event.%' and state = 'completed' and (data->>'eventId')::bigint = $1 group by name order by name",
              [eventId],
            )
          ).rows,
        SUBSCRIBER,
      )
      .toEqual([...queues].sort().map((name) => ({ name, n: 2 })));
    expect(await queued()).toEqual(messagesOnce);
    expect(await liveEventsOf()).toEqual(liveOnce);
    expect(await returned()).toEqual([{ amount: 1000 }]);
  });

  it('times two events of one transaction apart, in the order they were recorded', async () => {
    const booking = await aBooking();
    const [first, second] = await t.app.db.transaction(async (tx) => {
      const record = (reason: string) =>
        recordDomainEvent(tx, t.app.jobs, {
          type: 'booking.assignment_changed',
          aggregateId: booking.id,
          payload: { from: null, to: null, reason },
          actor: SYSTEM,
        });
      return [await record('first'), await record('second')];
    });
    expect(second).toBeGreaterThan(first ?? 0);
    // The clock at each insert (microseconds), not the transaction's start, which both would share.
    const { rows } = await t.app.database.executeSql(
      `select (select created_at from domain_events where id = $2) > (select created_at from domain_events where id = $1) as later`,
      [first, second],
    );
    expect(rows).toEqual([{ later: true }]);
  });
});

// Both databases: the worker process that took the event never finishes it (killed before its
// transaction committed anything, which a dead process's database session rolls back, or PGlite
// loses with the process). Another process's worker acts once, after pg-boss's maintenance finds
// the attempt expired.
describe('domain events after a worker process died', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('acts once in another process after the one that took the event died with it', async () => {
    const booking = await bookingOf(t);
    const quiet = t.app.log.child({}, { level: 'silent' });

    // The process that dies: it takes the event, then never answers again.
    let taken!: () => void;
    const tookIt = new Promise<void>((resolve) => {
      taken = resolve;
    });
    let release!: () => void;
    const never = new Promise<void>((resolve) => {
      release = resolve;
    });
    const dying = createJobRunner({ database: t.app.database, log: quiet, workers: true, pollingIntervalSeconds: 0.5 });
    dying.register('domain-event.booking-history', async () => {
      taken();
      await never;
    });
    await dying.start();

    const eventId = await t.app.db.transaction((tx) =>
      recordDomainEvent(tx, t.app.jobs, {
        type: 'booking.assignment_changed',
        aggregateId: booking.id,
        payload: { from: null, to: null, reason: 'Taken by a process that died' },
        actor: SYSTEM,
      }),
    );
    await tookIt;
    // Its attempt expires as the queue's would after 60 s, now rather than in a minute.
    await t.app.database.executeSql(
      "update pgboss.job set expire_in = interval '1 second' where name = 'domain-event.booking-history' and (data->>'eventId')::bigint = $1",
      [eventId],
    );

    const survivor = createJobRunner({
      database: t.app.database,
      log: quiet,
      workers: true,
      pollingIntervalSeconds: 0.5,
    });
    registerBookingHistorySubscriber({ db: t.app.db, jobs: survivor });
    await survivor.start();
    try {
      await expect
        .poll(() => assignmentHistory(t, booking.id), SUBSCRIBER)
        .toEqual([{ from: null, to: 'none', reason: 'Taken by a process that died' }]);
      const receipts = await t.app.db
        .select({ subscriber: domainEventReceipts.subscriber })
        .from(domainEventReceipts)
        .where(eq(domainEventReceipts.eventId, eventId));
      expect(receipts).toEqual([{ subscriber: 'booking-history' }]);
    } finally {
      release();
      await survivor.stop();
      await dying.stop(1_000);
    }
  }, 40_000);
});
