/**
 * Domain events and their subscribers (issue 38 item 2; ADR 360).
 *
 * A change records what happened with `recordDomainEvent` in its own transaction: the event row
 * and one job per subscriber of its type (`DOMAIN_EVENT_SUBSCRIPTIONS`), so an event whose
 * transaction rolls back reaches nobody. Each subscriber works its own queue on the one job
 * runner (`domain-event.<subscriber>`), so a subscriber that fails is retried on its own and never
 * holds back the others or the change. A subscriber handles an event inside one transaction that
 * first writes its receipt (subscriber, event id): a retry, a second job for the same event, or a
 * run after its process died mid-event finds the receipt committed with the reaction, or neither,
 * so it acts once.
 */
import { type DomainEventPayloads, type DomainEventType, WEBHOOK_EVENT_TYPES } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client';
import { domainEventReceipts, domainEvents } from '../db/schema/index';
import type { JobRunner, QueueOptions } from '../jobs/job-types';

/**
 * Which feature reacts to which event types: the one place where the feature that records an
 * event and those that react agree, so neither imports the other (as jobs/queues.ts for jobs).
 */
export const DOMAIN_EVENT_SUBSCRIPTIONS = {
  /** The messages these cause: e-mail, texts, officers' pushes (messages/event-subscriber.ts). */
  messages: [
    'account.registered',
    'account.password_reset_requested',
    'booking.cancelled',
    'invoice.issued',
    'invoice.overdue',
    'organisation.invitation_sent',
    'organisation.status_changed',
    'webhook.endpoint_disabled',
  ],
  /** The booking's history shows officer changes (bookings/history-subscriber.ts). */
  'booking-history': ['booking.assignment_changed'],
  /** The live pages and the board hear of a cancellation (live/event-subscriber.ts). */
  live: ['booking.cancelled'],
  /** Credits applied to a cancelled booking come back (credits/event-subscriber.ts). */
  credits: ['booking.cancelled'],
  /** An agency earns its commission on a completed service (invoicing/event-subscriber.ts). */
  invoicing: ['service.completed'],
  /** Partners' endpoints get what their organisation's bookings and invoices did (webhooks/event-subscriber.ts). */
  webhooks: [...WEBHOOK_EVENT_TYPES],
} as const satisfies Record<string, readonly DomainEventType[]>;

/**
 * Events a subscriber never needs, skipped before any job is written: the webhooks subscriber
 * takes only events an organisation may see (issue 40 item 3), so a traveller's own booking costs
 * no webhook job.
 */
const SUBSCRIBER_FILTERS: { [S in DomainEventSubscriber]?: (payload: object) => boolean } = {
  webhooks: (payload) => typeof (payload as { organisationId?: unknown }).organisationId === 'string',
};

export type DomainEventSubscriber = keyof typeof DOMAIN_EVENT_SUBSCRIPTIONS;
type SubscribedTypes<S extends DomainEventSubscriber> = (typeof DOMAIN_EVENT_SUBSCRIPTIONS)[S][number];

/** Who made the change: a user with the role the server resolved, or the system. */
export type EventActor = { userId: string; role: string } | { userId: null; role: 'system' };

/** An event as recorded. `at` is when its transaction wrote it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  aggregateId: string;
  payload: DomainEventPayloads[T];
  actor: EventActor;
  at: Date;
}

/** The subscribers of one event type. */
function subscribersOf(type: DomainEventType): DomainEventSubscriber[] {
  return (Object.keys(DOMAIN_EVENT_SUBSCRIPTIONS) as DomainEventSubscriber[]).filter((s) =>
    (DOMAIN_EVENT_SUBSCRIPTIONS[s] as readonly DomainEventType[]).includes(type),
  );
}

/**
 * Records an event through `tx` and enqueues one job per subscriber of its type, all of which
 * exist only if `tx` commits; the subscribers' workers are woken as it commits (a live page or a
 * message waits on them), not at their next poll.
 * @param event.at when it happened: the caller's clock where it has one (an injected clock in
 *   tests), else the time the transaction writes it.
 * @returns the event's id.
 */
export async function recordDomainEvent<T extends DomainEventType>(
  tx: Executor,
  jobs: JobRunner,
  event: { type: T; aggregateId: string; payload: DomainEventPayloads[T]; actor: EventActor; at?: Date },
): Promise<number> {
  const [row] = await tx
    .insert(domainEvents)
    .values({
      type: event.type,
      aggregateId: event.aggregateId,
      payload: event.payload,
      actorUserId: event.actor.userId,
      actorRole: event.actor.role,
      ...(event.at ? { createdAt: event.at } : {}),
    })
    .returning({ id: domainEvents.id });
  const id = (row as { id: number }).id;
  await enqueueSubscribers(tx, jobs, { id, type: event.type, payload: event.payload });
  return id;
}

/** The subscribers that take this event (its type, and their filters on its payload). */
function takers(event: { type: DomainEventType; payload: object }): DomainEventSubscriber[] {
  return subscribersOf(event.type).filter((s) => SUBSCRIBER_FILTERS[s]?.(event.payload) !== false);
}

/** True when some subscriber takes this event, i.e. recording it enqueues a job (ADR 366). */
export function hasSubscribers(event: { type: DomainEventType; payload: object }): boolean {
  return takers(event).length > 0;
}

/**
 * One job per subscriber that takes the event with id `event.id`, through `tx`, woken as it
 * commits: for an event row written by recordDomainEvent, or by a database function in the
 * statement of its change ({@link domainEventRow}; ADR 366).
 */
export async function enqueueSubscribers(
  tx: Executor,
  jobs: JobRunner,
  event: { id: number; type: DomainEventType; payload: object },
): Promise<void> {
  for (const subscriber of takers(event)) {
    await jobs.enqueue(tx, {
      name: `domain-event.${subscriber}`,
      data: { eventId: event.id },
      singletonKey: String(event.id),
      wake: true,
    });
  }
}

/**
 * The `domain_events` row of an event as column names to values (jsonb for a database function
 * that writes it in the same statement as its change: `bookings_create_recorded`, migration 0029,
 * ADR 366). The function writes only this row; {@link enqueueSubscribers} then does the rest.
 */
export function domainEventRow<T extends DomainEventType>(event: {
  type: T;
  aggregateId: string;
  payload: DomainEventPayloads[T];
  actor: EventActor;
  at?: Date;
}) {
  return {
    type: event.type,
    aggregate_id: event.aggregateId,
    payload: event.payload,
    actor_user_id: event.actor.userId,
    actor_role: event.actor.role,
    created_at: event.at?.toISOString() ?? null,
  };
}

/** What a subscriber does with each type it takes, inside the transaction of its receipt. */
export type SubscriberHandlers<S extends DomainEventSubscriber> = {
  [T in SubscribedTypes<S>]: (tx: Tx, event: DomainEvent<T>) => Promise<void>;
};

/**
 * Declares a subscriber's queue and handlers (call while the app is built, as for any queue).
 * A handler that throws rolls back its receipt and reaction; the job is retried with back-off.
 */
export function registerSubscriber<S extends DomainEventSubscriber>(
  deps: {
    db: Db;
    jobs: JobRunner;
    /** How this process works the queue (default one event at a time; ADR 366). */
    work?: Pick<QueueOptions, 'concurrency' | 'batchSize'>;
  },
  subscriber: S,
  handlers: SubscriberHandlers<S>,
): void {
  deps.jobs.register(
    `domain-event.${subscriber}`,
    async (job) => {
      await deps.db.transaction(async (tx) => {
        const receipt = await tx
          .insert(domainEventReceipts)
          .values({ subscriber, eventId: job.data.eventId })
          .onConflictDoNothing()
          .returning({ eventId: domainEventReceipts.eventId });
        if (receipt.length === 0) return;
        const [row] = await tx.select().from(domainEvents).where(eq(domainEvents.id, job.data.eventId));
        if (!row) return;
        const handler = (handlers as unknown as Record<string, (tx: Tx, event: DomainEvent) => Promise<void>>)[
          row.type
        ];
        if (!handler) return;
        await handler(tx, {
          id: row.id,
          type: row.type as DomainEventType,
          aggregateId: row.aggregateId,
          payload: row.payload as DomainEventPayloads[DomainEventType],
          actor: { userId: row.actorUserId, role: row.actorRole } as EventActor,
          at: row.createdAt,
        });
      });
    },
    {
      retryLimit: 10,
      retryDelaySeconds: 2,
      retryBackoff: true,
      expireInSeconds: 60,
      policy: 'standard',
      ...deps.work,
    },
  );
}
