/**
 * The Developers tab in the organisation's shell (issue 40 items 1, 4): shown to owners and
 * admins only, at `/organisations/:id/developers`, with the API reference; a new key's panel is
 * lost when the person leaves the tab.
 */
import type { Organisation } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { OrganisationShell, organisationTabs } from '../organisations/index';
import { makeOrganisation, ORG_ID, ok } from '../organisations/test-fixtures';
import { developersTab } from './index';
import { makeApiKey } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const SECRET = 'ftk_live_a1b2c3d4Q2x9VmN7pL0sK3eR5tY8uW1zB4cF6hJ';

function show(organisation: Organisation) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const key = makeApiKey({ mode: 'live', prefix: 'ftk_live_a1b2c3d4' });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/organisations/${ORG_ID}`]: () => json(200, ok(organisation)),
    [`GET /api/organisations/${ORG_ID}/members`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/invitations`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/passengers`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/api-keys`]: () => json(200, ok([])),
    [`POST /api/organisations/${ORG_ID}/api-keys`]: () => json(201, ok({ apiKey: key, secret: SECRET })),
    [`GET /api/organisations/${ORG_ID}/webhook-endpoints`]: () => json(200, ok([])),
  });
  renderWithApp(
    <Routes>
      <Route path="/organisations/:id/*" element={<OrganisationShell tabs={[...organisationTabs, developersTab]} />} />
    </Routes>,
    { route: `/organisations/${ORG_ID}/developers` },
  );
}

async function tabNames() {
  const nav = await screen.findByRole('navigation', { name: 'Organisation sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the Developers tab (issue 40)', () => {
  it('is an admin’s, with keys, endpoints and the API reference', async () => {
    show(makeOrganisation({ role: 'admin' }));
    expect(await tabNames()).toEqual(['Passengers', 'Members', 'Developers', 'Settings']);
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');
  });

  it('is not shown to an arranger, who lands on their first tab', async () => {
    show(makeOrganisation({ role: 'arranger' }));
    expect(await tabNames()).toEqual(['Passengers']);
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });

  it('loses a new key’s panel when the owner leaves the tab', async () => {
    const user = userEvent.setup();
    show(makeOrganisation({ role: 'owner' }));
    await user.type(await screen.findByLabelText('Name'), 'Booking engine');
    await user.click(screen.getByLabelText('bookings:write'));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Members' }));
    await user.click(await screen.findByRole('link', { name: 'Developers' }));
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });
});
