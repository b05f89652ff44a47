/**
 * The OpenAPI 3.1 `webhooks` section (issue 40 item 5): what a partner's endpoint receives, one
 * entry per event type (contracts WEBHOOK_EVENT_TYPES and `webhook.test`), each a `post` whose
 * body is that event's payload and whose headers are Standard Webhooks 1.0's three. The `data`
 * fields are those payloads.ts sends: the event's fields (contracts DomainEventPayloads) but the
 * internal ones, with `organisationId` and the booking's or invoice's id. Written as zod and turned
 * into JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) here, as the routes' schemas are.
 */
import {
  CancellationRuleSchema,
  PartnerMessages,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOK_TIMEOUT_MS,
  type WebhookEventType,
} from '@fasttrack/contracts';
import { z } from 'zod';

const id = z.uuid();
const reference = z.string().meta({ description: 'The booking reference, e.g. FT-7KQ2ZC' });
const booking = { organisationId: id, bookingId: id };
const invoice = { organisationId: id, invoiceId: id, number: z.string().meta({ description: 'The invoice number' }) };

/** Each event's `data`: ids and changed fields only; fetch the booking or invoice for the rest. */
const WEBHOOK_DATA = {
  'booking.created': z.object({
    ...booking,
    reference,
    status: z.string().meta({ description: 'pending_payment, or confirmed when booked on account' }),
  }),
  'booking.confirmed': z.object({
    ...booking,
    reference,
    paymentMethod: z.string().nullable().meta({ description: 'How it was paid; null on account' }),
  }),
  'booking.retimed': z.object({
    ...booking,
    reference,
    from: z.iso.datetime({ offset: true }).meta({ description: 'The meeting time before' }),
    to: z.iso.datetime({ offset: true }).meta({ description: 'The meeting time now' }),
  }),
  'booking.cancelled': z.object({ ...booking, rule: CancellationRuleSchema }),
  'booking.refunded': z.object({
    ...booking,
    reference,
    amountKobo: z.number().int().meta({ description: 'This refund, in kobo (minor units)' }),
    refundStatus: z.string().meta({ description: "The booking's refund status after it" }),
  }),
  'service.checked_in': z.object(booking),
  'service.completed': z.object(booking),
  'flight.disrupted': z.object({ ...booking, reference, disruption: z.enum(['cancelled', 'diverted']) }),
  'invoice.issued': z.object(invoice),
  'invoice.paid': z.object(invoice),
} satisfies Record<WebhookEventType, z.ZodObject>;

const TEST_DATA = z.object({
  organisationId: id,
  endpointId: id,
  message: z.literal('Test event from FastTrack LOS'),
});

const SUMMARIES: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE, string> = {
  'booking.created': 'A booking was made for the organisation',
  'booking.confirmed': 'A booking was confirmed: paid, or on account',
  'booking.retimed': "A booking's meeting time moved with its flight",
  'booking.cancelled': 'A booking was cancelled',
  'booking.refunded': 'A refund of a booking was made',
  'service.checked_in': 'The officer met the passenger and checked them in',
  'service.completed': 'The service was completed',
  'flight.disrupted': "The booking's flight was cancelled or diverted",
  'invoice.issued': "The month's invoice was issued",
  'invoice.paid': 'An invoice was paid',
  'webhook.test': 'A test event, sent by "Send test event"',
};

/** `receiveBookingCreatedWebhook`: a unique, verb-first operationId per event. */
const operationId = (type: string) =>
  `receive${type
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Webhook`;

/** The Standard Webhooks 1.0 headers every delivery carries. */
const HEADERS = [
  {
    name: 'webhook-id',
    description: 'The message id (`msg_…`): the same on every retry and on "Resend", so drop a repeat',
    example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  },
  { name: 'webhook-timestamp', description: 'When it was sent, in unix seconds', example: '1764370800' },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64>` HMAC-SHA256 signatures of `id.timestamp.body` with the endpoint’s `whsec_` secret; two during a secret rotation. Verify with the standardwebhooks package.',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map((h) => ({ ...h, in: 'header', required: true, schema: { type: 'string' } }));

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
  return rest;
}

function webhookItem(type: WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE, data: z.ZodObject) {
  const body = z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime({ offset: true }).meta({ description: 'When it happened (ISO 8601)' }),
    data,
  });
  return {
    post: {
      operationId: operationId(type),
      summary: SUMMARIES[type],
      tags: ['partners'],
      // Signed by us, not authenticated by the receiver's scheme: the signature header says who sent it.
      security: [],
      parameters: HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body) } } },
      responses: {
        '2XX': { description: `Received. Answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds; do the work afterwards.` },
        '4XX': { description: `Not taken. ${PartnerMessages.failingRule}` },
      },
    },
  };
}

/** The document's `webhooks`: one path item per event type, `webhook.test` last. */
export function openapiWebhooks(): Record<string, object> {
  const items: Record<string, object> = {};
  for (const type of WEBHOOK_EVENT_TYPES) items[type] = webhookItem(type, WEBHOOK_DATA[type]);
  items[WEBHOOK_TEST_EVENT_TYPE] = webhookItem(WEBHOOK_TEST_EVENT_TYPE, TEST_DATA);
  return items;
}
