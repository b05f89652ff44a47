/**
 * The Developers tab's API keys (issue 40 item 1): a new key is shown once, whole, with Copy and
 * the warning, and is gone after closing the panel; the list shows mode, scopes, dates in WAT and
 * status; revoking asks for a confirmation first and the list then shows the key revoked.
 */
import { type ApiKey, PartnerMessages } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render';
import { ApiKeysSection } from './components/api-keys-section';
import { makeApiKey, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const PATH = `/api/organisations/${ORG_ID}/api-keys`;
/** 28 Nov 2026, 12:00 in Lagos. */
const NOW = new Date('2026-11-28T11:00:00.000Z');
const SECRET = 'ftk_test_a1b2c3d4Q2x9VmN7pL0sK3eR5tY8uW1zB4cF6hJ';

function renderKeys() {
  renderWithApp(<ApiKeysSection organisationId={ORG_ID} now={NOW} />);
}

describe('creating an API key (issue 40 item 1)', () => {
  it('shows the whole key once, copies it, and loses it when the panel is closed', async () => {
    const user = userEvent.setup();
    let keys: ApiKey[] = [];
    const created = makeApiKey({ name: 'Booking engine', scopes: ['bookings:read'] });
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok(keys)),
      [`POST ${PATH}`]: () => {
        keys = [created];
        return json(201, ok({ apiKey: created, secret: SECRET }));
      },
    });
    renderKeys();
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Booking engine');
    await user.click(screen.getByLabelText('bookings:read'));
    await user.type(screen.getByLabelText('Expires on (optional)'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const panel = await screen.findByRole('region', { name: 'Your new API key: Booking engine' });
    expect(api.calls(`POST ${PATH}`)[0]?.body).toEqual({
      name: 'Booking engine',
      scopes: ['bookings:read'],
      // The end of 31 Dec in Lagos (UTC+1).
      expiresAt: '2026-12-31T23:00:00.000Z',
    });
    expect(within(panel).getByText(PartnerMessages.keyCreated)).toBeInTheDocument();
    expect(within(panel).getByDisplayValue(SECRET)).toHaveAttribute('readonly');
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(panel).getByText('Copied')).toBeInTheDocument();

    // The list was read again: the key is there by its prefix only.
    const list = await screen.findByRole('list', { name: 'API keys of the organisation' });
    expect(within(list).getByText('ftk_test_a1b2c3d4…')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: /Your new API key/ })).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    // The form is back, empty, for the next key.
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks for a scope and a future day before sending anything', async () => {
    const user = userEvent.setup();
    const api = stubFetch({ [`GET ${PATH}`]: () => json(200, ok([])) });
    renderKeys();
    await user.type(await screen.findByLabelText('Name'), 'Staging');
    await user.type(screen.getByLabelText('Expires on (optional)'), '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    expect(screen.getByText('Choose a day after today')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}`)).toHaveLength(0);
  });

  it('shows the API’s refusal in its own words', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([])),
      [`POST ${PATH}`]: () => json(409, { success: false, error: 'CONFLICT', message: PartnerMessages.tooManyKeys }),
    });
    renderKeys();
    await user.type(await screen.findByLabelText('Name'), 'One too many');
    await user.click(screen.getByLabelText('invoices:read'));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(PartnerMessages.tooManyKeys)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your new API key/ })).toBeNull();
  });
});

describe('the list of keys (issue 40 item 1)', () => {
  it('shows mode, scopes, dates in WAT and whether each key still works', async () => {
    stubFetch({
      [`GET ${PATH}`]: () =>
        json(
          200,
          ok([
            makeApiKey({ lastUsedAt: '2026-11-28T08:30:00.000Z' }),
            makeApiKey({
              id: '5e0a7c21-0000-4000-8000-00000000a002',
              name: 'Old export',
              prefix: 'ftk_live_0f0f0f0f',
              mode: 'live',
              scopes: ['invoices:read'],
              expiresAt: '2026-11-27T23:00:00.000Z',
            }),
          ]),
        ),
    });
    renderKeys();
    const list = await screen.findByRole('list', { name: 'API keys of the organisation' });
    const [engine, old] = within(list).getAllByRole('listitem');
    if (!engine || !old) throw new Error('two keys expected');
    expect(within(engine).getByText('Test')).toBeInTheDocument();
    expect(within(engine).getByText('Active')).toBeInTheDocument();
    expect(within(engine).getByText('bookings:read bookings:write')).toBeInTheDocument();
    expect(within(engine).getByText('Sat 28 Nov 2026, 09:30 WAT')).toBeInTheDocument();
    expect(within(old).getByText('Live')).toBeInTheDocument();
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('revokes a key only after a confirmation, then shows it revoked', async () => {
    const user = userEvent.setup();
    let key = makeApiKey();
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([key])),
      [`DELETE ${PATH}/${key.id}`]: () => {
        key = { ...key, revokedAt: '2026-11-28T11:00:00.000Z' };
        return json(200, ok(key));
      },
    });
    renderKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Booking engine' }));
    expect(api.calls(`DELETE ${PATH}/${key.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(api.calls(`DELETE ${PATH}/${key.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Booking engine' }));
    await user.click(screen.getByRole('button', { name: 'Revoke Booking engine' }));
    expect(await screen.findByText(PartnerMessages.keyRevoked)).toBeInTheDocument();
    expect(api.calls(`DELETE ${PATH}/${key.id}`)).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'API keys of the organisation' });
    // The revocation's time, and the status badge beside its label.
    expect(await within(list).findByText('Sat 28 Nov 2026, 12:00 WAT')).toBeInTheDocument();
    expect(within(list).getAllByText('Revoked')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
