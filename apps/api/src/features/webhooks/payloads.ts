/**
 * The body of a webhook delivery made from a domain event (issue 40 item 4: thin payloads, the
 * type, ids and changed fields, under 20 KB). Standard Webhooks 1.0's recommended shape:
 * `{ "type": "booking.confirmed", "timestamp": "<ISO>", "data": { organisationId, bookingId, … } }`
 * (contracts WebhookPayloadSchema). A partner fetches the booking or invoice for the rest.
 */
import { WEBHOOK_PAYLOAD_MAX_BYTES, type WebhookEventType, type WebhookPayload } from '@fasttrack/contracts';
import type { DomainEvent } from '../../lib/domain-events';

/**
 * Fields of event payloads that are our own business, never a partner's: which officers were
 * released and whether loyalty credits came back (booking.cancelled).
 */
const INTERNAL_FIELDS = new Set(['releasedOfficerIds', 'creditsReturned']);

/** The id field an event's aggregate is sent as: `invoice.*` events are about an invoice, the rest a booking. */
function aggregateField(type: WebhookEventType): 'invoiceId' | 'bookingId' {
  return type.startsWith('invoice.') ? 'invoiceId' : 'bookingId';
}

/**
 * The payload of `event` for its organisation's endpoints.
 * @returns `{ type, timestamp: event.at ISO, data }` where `data` holds the organisation's id, the
 *   booking's or invoice's id, and the event's other fields but the internal ones. Should the
 *   whole exceed WEBHOOK_PAYLOAD_MAX_BYTES, `data` keeps the two ids only.
 */
export function webhookPayload(event: DomainEvent<WebhookEventType>, organisationId: string): WebhookPayload {
  const fields = Object.fromEntries(
    Object.entries(event.payload as Record<string, unknown>).filter(([key]) => !INTERNAL_FIELDS.has(key)),
  );
  const ids = { organisationId, [aggregateField(event.type)]: event.aggregateId };
  const payload = { type: event.type, timestamp: event.at.toISOString(), data: { ...fields, ...ids } };
  if (Buffer.byteLength(JSON.stringify(payload)) <= WEBHOOK_PAYLOAD_MAX_BYTES) return payload;
  return { ...payload, data: ids };
}
