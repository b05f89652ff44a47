/**
 * The Developers tab's webhook endpoints (issue 40 item 4): a new endpoint's secret is shown once;
 * a disabled endpoint says why and offers Enable; rotating and deleting ask first; the delivery
 * log shows each attempt, pages with "Load more", and Resend / Send test event reach the API and
 * read the log again.
 */
import { PartnerMessages, WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render';
import { WebhookEndpointsSection } from './components/webhook-endpoints-section';
import { makeDelivery, makeEndpoint, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const PATH = `/api/organisations/${ORG_ID}/webhook-endpoints`;
const ENDPOINT = makeEndpoint();
const ONE = `${PATH}/${ENDPOINT.id}`;
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function renderEndpoints() {
  renderWithApp(<WebhookEndpointsSection organisationId={ORG_ID} />);
}

const endpointItem = async () => within(await screen.findByRole('listitem', { name: ENDPOINT.url }));

describe('adding a webhook endpoint (issue 40 item 4)', () => {
  it('sends every event type after "Select all" and shows the signing secret once', async () => {
    const user = userEvent.setup();
    let endpoints: WebhookEndpoint[] = [];
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok(endpoints)),
      [`POST ${PATH}`]: () => {
        endpoints = [ENDPOINT];
        return json(201, ok({ endpoint: ENDPOINT, secret: SECRET }));
      },
    });
    renderEndpoints();
    await user.type(await screen.findByLabelText('Endpoint URL'), ENDPOINT.url);
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const panel = await screen.findByRole('region', { name: `Signing secret: ${ENDPOINT.url}` });
    expect(api.calls(`POST ${PATH}`)[0]?.body).toEqual({ url: ENDPOINT.url, eventTypes: [...WEBHOOK_EVENT_TYPES] });
    expect(within(panel).getByText(PartnerMessages.endpointCreated)).toBeInTheDocument();
    expect(within(panel).getByDisplayValue(SECRET)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(await screen.findByRole('button', { name: `Delivery log ${ENDPOINT.url}` })).toBeInTheDocument();
  });

  it('asks for at least one event type', async () => {
    const user = userEvent.setup();
    const api = stubFetch({ [`GET ${PATH}`]: () => json(200, ok([])) });
    renderEndpoints();
    await user.type(await screen.findByLabelText('Endpoint URL'), ENDPOINT.url);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Choose at least one event type')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}`)).toHaveLength(0);
  });
});

describe('an endpoint’s status and secret (issue 40 item 4)', () => {
  it('says why a disabled endpoint stopped and enables it again', async () => {
    const user = userEvent.setup();
    let endpoint: WebhookEndpoint = { ...ENDPOINT, status: 'disabled', disabledReason: 'failing' };
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([endpoint])),
      [`PATCH ${ONE}`]: () => {
        endpoint = { ...endpoint, status: 'enabled', disabledReason: null };
        return json(200, ok(endpoint));
      },
    });
    renderEndpoints();
    const item = await endpointItem();
    expect(item.getByText('Disabled: deliveries failed for 3 days. Fix the endpoint, then enable it.')).toBeVisible();
    expect(item.getByRole('button', { name: `Send test event ${ENDPOINT.url}` })).toBeDisabled();
    await user.click(item.getByRole('button', { name: `Enable ${ENDPOINT.url}` }));
    expect(await item.findByRole('button', { name: `Disable ${ENDPOINT.url}` })).toBeInTheDocument();
    expect(api.calls(`PATCH ${ONE}`)[0]?.body).toEqual({ status: 'enabled' });
    expect(item.queryByText(/deliveries failed for 3 days/)).toBeNull();
  });

  it('edits the events and the description', async () => {
    const user = userEvent.setup();
    let endpoint: WebhookEndpoint = ENDPOINT;
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([endpoint])),
      [`PATCH ${ONE}`]: () => {
        endpoint = { ...endpoint, description: null, eventTypes: ['booking.confirmed', 'invoice.paid'] };
        return json(200, ok(endpoint));
      },
    });
    renderEndpoints();
    const item = await endpointItem();
    await user.click(item.getByRole('button', { name: `Edit ${ENDPOINT.url}` }));
    const form = within(item.getByRole('form', { name: `Edit ${ENDPOINT.url}` }));
    expect(form.getByLabelText('booking.cancelled')).toBeChecked();
    await user.click(form.getByLabelText('booking.cancelled'));
    await user.click(form.getByLabelText('invoice.paid'));
    await user.clear(form.getByLabelText('Description (optional)'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await item.findByText('booking.confirmed invoice.paid')).toBeInTheDocument();
    expect(api.calls(`PATCH ${ONE}`)[0]?.body).toEqual({
      description: null,
      eventTypes: ['booking.confirmed', 'invoice.paid'],
    });
    expect(item.queryByRole('form')).toBeNull();
  });

  it('rotates the secret after a confirmation and says when the old one stops signing', async () => {
    const user = userEvent.setup();
    const rotated = { ...ENDPOINT, previousSecretExpiresAt: '2026-11-29T11:00:00.000Z' };
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([ENDPOINT])),
      [`POST ${ONE}/rotate-secret`]: () => json(200, ok({ endpoint: rotated, secret: SECRET })),
    });
    renderEndpoints();
    const item = await endpointItem();
    await user.click(item.getByRole('button', { name: `Rotate secret ${ENDPOINT.url}` }));
    await user.click(item.getByRole('button', { name: 'Keep' }));
    expect(api.calls(`POST ${ONE}/rotate-secret`)).toHaveLength(0);
    await user.click(item.getByRole('button', { name: `Rotate secret ${ENDPOINT.url}` }));
    await user.click(item.getByRole('button', { name: 'Make a new secret' }));

    const panel = await screen.findByRole('region', { name: `Signing secret: ${ENDPOINT.url}` });
    expect(within(panel).getByText(PartnerMessages.secretRotated)).toBeInTheDocument();
    expect(within(panel).getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(within(panel).getByText('The old secret stops signing Sun 29 Nov 2026, 12:00 WAT.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('deletes an endpoint only after a confirmation', async () => {
    const user = userEvent.setup();
    let endpoints = [ENDPOINT];
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok(endpoints)),
      [`DELETE ${ONE}`]: () => {
        endpoints = [];
        return json(200, { success: true, message: 'Webhook endpoint removed' });
      },
    });
    renderEndpoints();
    const item = await endpointItem();
    await user.click(item.getByRole('button', { name: `Delete ${ENDPOINT.url}` }));
    expect(api.calls(`DELETE ${ONE}`)).toHaveLength(0);
    await user.click(item.getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(api.calls(`DELETE ${ONE}`)).toHaveLength(1);
  });
});

describe('the delivery log (issue 40 item 4)', () => {
  const failed = makeDelivery({
    status: 'failed',
    attempts: [
      { attemptedAt: '2026-11-28T10:00:05.000Z', statusCode: 500, latencyMs: 212, error: null },
      { attemptedAt: '2026-11-28T10:00:00.000Z', statusCode: null, latencyMs: 5000, error: 'Timed out after 5000 ms' },
    ],
  });
  const pending = makeDelivery({
    id: '5e0a7c21-0000-4000-8000-00000000d002',
    messageId: 'msg_pending1',
    eventType: 'booking.cancelled',
    status: 'pending',
    createdAt: '2026-11-28T10:30:00.000Z',
    nextAttemptAt: '2026-11-28T10:35:00.000Z',
  });
  const older = makeDelivery({ id: '5e0a7c21-0000-4000-8000-00000000d003', messageId: 'msg_older1' });

  it('shows each attempt, pages with "Load more", and resends a failed delivery', async () => {
    const user = userEvent.setup();
    let resent = false;
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([ENDPOINT])),
      [`GET ${ONE}/deliveries`]: (request) =>
        request.search === '?cursor=page-2'
          ? json(200, ok({ items: [older], nextCursor: null }))
          : json(
              200,
              ok({ items: [pending, resent ? { ...failed, status: 'pending' } : failed], nextCursor: 'page-2' }),
            ),
      [`POST ${ONE}/deliveries/${failed.id}/resend`]: () => {
        resent = true;
        return json(202, ok({ ...failed, status: 'pending' }));
      },
    });
    renderEndpoints();
    const item = await endpointItem();
    await user.click(item.getByRole('button', { name: `Delivery log ${ENDPOINT.url}` }));

    const failedRow = within(await screen.findByRole('listitem', { name: 'booking.confirmed msg_2b7QX1' }));
    const attempts = failedRow.getAllByRole('listitem').map((li) => li.textContent);
    expect(attempts).toEqual([
      '28 Nov, 11:00:05 WAT500212 ms',
      '28 Nov, 11:00:00 WATno answer5000 msTimed out after 5000 ms',
    ]);
    expect(failedRow.getByText('Failed')).toBeInTheDocument();
    const pendingRow = within(screen.getByRole('listitem', { name: 'booking.cancelled msg_pending1' }));
    expect(pendingRow.getByRole('button', { name: 'Resend msg_pending1' })).toBeDisabled();
    expect(pendingRow.getByText(/Next attempt Sat 28 Nov 2026, 11:35 WAT/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'booking.confirmed msg_older1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(failedRow.getByRole('button', { name: 'Resend msg_2b7QX1' }));
    expect(await screen.findByText(PartnerMessages.resent)).toBeInTheDocument();
    expect(api.calls(`POST ${ONE}/deliveries/${failed.id}/resend`)).toHaveLength(1);
    // The log is read again: the resent delivery is pending, its Resend waits.
    expect(await failedRow.findByText('Pending')).toBeInTheDocument();
    expect(failedRow.getByRole('button', { name: 'Resend msg_2b7QX1' })).toBeDisabled();
  });

  it('sends a test event and shows it in the log', async () => {
    const user = userEvent.setup();
    const test = makeDelivery({ messageId: 'msg_test1', eventType: 'webhook.test', status: 'pending' });
    let sent = false;
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([ENDPOINT])),
      [`GET ${ONE}/deliveries`]: () => json(200, ok({ items: sent ? [test] : [], nextCursor: null })),
      [`POST ${ONE}/test`]: () => {
        sent = true;
        return json(202, ok(test));
      },
    });
    renderEndpoints();
    const item = await endpointItem();
    await user.click(item.getByRole('button', { name: `Send test event ${ENDPOINT.url}` }));
    expect(await item.findByText(PartnerMessages.testSent)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'webhook.test msg_test1' })).toBeInTheDocument();
    expect(api.calls(`POST ${ONE}/test`)).toHaveLength(1);
  });
});
