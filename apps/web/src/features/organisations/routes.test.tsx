/**
 * The business pages through the app's own routes (issue 39): each loads as a lazy chunk and
 * renders, the organisation's shell under its path, the switcher in a member's top bar.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/router';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { makeOrganisation, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 30_000 });

function open(route: string, role: 'customer' | 'admin' = 'customer') {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  stubFetch({
    'GET /api/config': () => json(200, ok({ testMode: true, version: '1.0.0' })),
    'GET /api/auth/me': () => json(200, ok(makeUser({ role }))),
    'GET /api/organisations': () =>
      json(
        200,
        ok([{ id: ORG_ID, legalName: 'Harbour Travel Ltd', kind: 'travel_agency', status: 'approved', role: 'owner' }]),
      ),
    [`GET /api/organisations/${ORG_ID}`]: () => json(200, ok(makeOrganisation())),
    [`GET /api/organisations/${ORG_ID}/members`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/invitations`]: () => json(200, ok([])),
    'GET /api/ops/organisations': () => json(200, ok([])),
  });
  renderWithApp(<AppRoutes />, { route });
}

describe('the business routes (issue 39)', () => {
  it('opens /business', async () => {
    open('/business');
    expect(await screen.findByRole('heading', { level: 1, name: 'FastTrack LOS for business' })).toBeInTheDocument();
  });

  it('opens an organisation’s tab under /organisations/:id', async () => {
    open(`/organisations/${ORG_ID}/members`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Travel Ltd' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
  });

  it('opens the admin console of organisations', async () => {
    open('/ops/organisations', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();
    expect(await screen.findByText('No organisations here.')).toBeInTheDocument();
  });
});
