/**
 * The officer's "Extras to deliver" (issue 41 item 4): a confirmed line is marked delivered or,
 * after a question, not delivered; a declined one has nothing to mark; wheelchair assistance
 * stands out; a mark made offline waits as "Waiting for connection" and is sent with its client
 * id once the connection returns.
 */
import { addDaysIso, type ExtraLine, lagosToday, type OfficerService } from '@fasttrack/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { json, stubFetch } from '../../../test/fake-fetch';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OnceSignedIn } from '../../../test/scenarios/officer-controls';
import { makeOpsBooking } from '../../ops/test-fixtures';
import { OfficerPage } from '../officer-page';
import { NOT_DELIVERED_QUESTION, WHEELCHAIR_NOTE } from './extra-lines';

vi.setConfig({ testTimeout: 20_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ok = <T,>(data: T) => ({ success: true, data });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

const line = (overrides: Partial<ExtraLine> = {}): ExtraLine => ({
  lineIndex: 1,
  addOnCode: 'porter',
  label: 'Porter',
  unit: 'per block of 3 bags',
  quantity: 2,
  amountUsdCents: 2000,
  fulfilment: 'guaranteed',
  packageName: null,
  confirmation: 'confirmed',
  delivery: 'pending',
  refund: null,
  ...overrides,
});

const WHEELCHAIR = line({
  lineIndex: 2,
  addOnCode: 'wheelchair',
  label: 'Wheelchair assistance',
  unit: 'per passenger',
  quantity: 1,
  amountUsdCents: 0,
  fulfilment: 'on_request',
});

function service(id: string, extras: ExtraLine[]): OfficerService {
  return {
    ...makeOpsBooking({ id, meetingTime: `${addDaysIso(lagosToday(), 0)}T13:30:00.000Z` }),
    leadPassenger: { name: 'Ada Obi' },
    extras,
  };
}

/**
 * The officer's page with one service today; `delivery` answers a mark of line 1 with the line's
 * changes, a refusal (a response), or no network, and the day fetched afterwards has the line as answered.
 */
function renderOfficer(
  id: string,
  extras: ExtraLine[],
  delivery: (body: { delivered: boolean }) => Partial<ExtraLine> | Response | Promise<never>,
) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const key = `POST /api/officer/services/${id}/extras/1/delivery`;
  let lines = extras;
  const net = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ role: 'officer' }))),
    'GET /api/officer/services': () => json(200, ok({ services: [service(id, lines)] })),
    [key]: async (request) => {
      const changes = await delivery(request.body as { delivered: boolean });
      if (changes instanceof Response) return changes;
      lines = lines.map((l) => (l.lineIndex === 1 ? { ...l, ...changes } : l));
      return json(200, ok({ line: lines[0] }));
    },
  });
  renderWithApp(
    <OnceSignedIn>
      <OfficerPage />
    </OnceSignedIn>,
    { route: '/officer' },
  );
  return { marks: () => net.calls(key).map((r) => r.body as { delivered: boolean; clientId: string }) };
}

describe("the officer's extras to deliver (issue 41 item 4)", () => {
  it('marks a porter line delivered, and the line then reads Delivered with nothing left to mark', async () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000e1';
    const net = renderOfficer(id, [line()], () => ({ delivery: 'delivered' }));
    const extras = await screen.findByRole('region', { name: 'Extras to deliver' });
    expect(within(extras).getByText('Porter')).toBeInTheDocument();
    expect(within(extras).getByText('2 × per block of 3 bags')).toBeInTheDocument();
    expect(within(extras).getByText('Included')).toBeInTheDocument();
    await userEvent.click(within(extras).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(within(extras).queryByRole('button', { name: 'Delivered' })).toBeNull());
    expect(within(extras).getByText('Delivered')).toBeInTheDocument();
    expect(net.marks()).toEqual([{ delivered: true, clientId: expect.stringMatching(UUID) }]);
  });

  it('asks before recording a line not delivered, and says the traveller is refunded for it', async () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000e2';
    const net = renderOfficer(id, [line()], () => ({
      delivery: 'not_delivered',
      refund: { status: 'pending', amountNgnKobo: 3_200_000 },
    }));
    const extras = await screen.findByRole('region', { name: 'Extras to deliver' });
    await userEvent.click(within(extras).getByRole('button', { name: 'Not delivered' }));
    const question = within(extras).getByRole('alertdialog');
    expect(question).toHaveAccessibleDescription(NOT_DELIVERED_QUESTION);
    await userEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(net.marks()).toEqual([]);
    await userEvent.click(within(extras).getByRole('button', { name: 'Not delivered' }));
    await userEvent.click(within(extras).getByRole('button', { name: 'Yes, not delivered' }));
    expect(await within(extras).findByText('Not delivered, refund on its way')).toBeInTheDocument();
    expect(net.marks()).toEqual([{ delivered: false, clientId: expect.stringMatching(UUID) }]);
  });

  it('shows wheelchair assistance with its note, and a declined line as not available with nothing to mark', async () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000e3';
    const declined = line({ lineIndex: 3, label: 'Lounge access', fulfilment: 'on_request', confirmation: 'declined' });
    renderOfficer(id, [WHEELCHAIR, declined], () => ({}));
    const extras = await screen.findByRole('region', { name: 'Extras to deliver' });
    const items = within(extras).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(WHEELCHAIR_NOTE);
    expect(items[0]).toHaveTextContent('Wheelchair assistance');
    expect(within(items[0] as HTMLElement).getByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Lounge access');
    expect(items[1]).toHaveTextContent('Not available');
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('keeps a mark made offline as Waiting for connection and sends it with its client id once online', async () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000e4';
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const net = renderOfficer(id, [line()], () => (onLine() ? { delivery: 'delivered' } : noNetwork()));
    const extras = await screen.findByRole('region', { name: 'Extras to deliver' });
    onLine.mockReturnValue(false);
    await userEvent.click(within(extras).getByRole('button', { name: 'Delivered' }));
    expect(await within(extras).findByText('Delivered: Waiting for connection')).toBeInTheDocument();
    expect(within(extras).queryByRole('button', { name: 'Delivered' })).toBeNull();
    expect(net.marks()).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(extras).queryByText('Delivered: Waiting for connection')).toBeNull());
    expect(net.marks()).toEqual([{ delivered: true, clientId: expect.stringMatching(UUID) }]);
    expect(within(extras).getByText('Delivered')).toBeInTheDocument();
    expect(within(extras).queryByRole('button', { name: 'Delivered' })).toBeNull();
  });

  it('shows a mark the server refuses when it is sent, with the reason, until dismissed', async () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000e5';
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const refusal = { success: false, message: 'This service was cancelled.', error: 'CONFLICT' };
    renderOfficer(id, [line()], () => (onLine() ? json(409, refusal) : noNetwork()));
    const extras = await screen.findByRole('region', { name: 'Extras to deliver' });
    onLine.mockReturnValue(false);
    await userEvent.click(within(extras).getByRole('button', { name: 'Delivered' }));
    expect(await within(extras).findByText('Delivered: Waiting for connection')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await within(extras).findByRole('alert')).toHaveTextContent(
      /^Porter: Delivered \(tapped \d{2}:\d{2} WAT\) was not recorded: This service was cancelled\./,
    );
    expect(within(extras).queryByText('Delivered: Waiting for connection')).toBeNull();
    await userEvent.click(within(extras).getByRole('button', { name: 'Dismiss' }));
    expect(within(extras).queryByRole('alert')).toBeNull();
  });
});
