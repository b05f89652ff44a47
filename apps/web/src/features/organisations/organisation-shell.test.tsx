import type { Organisation } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { shellCopy } from './copy';
import { OrganisationShell } from './organisation-shell';
import type { OrganisationTab } from './organisation-tabs';
import { organisationTabs } from './own-tabs';
import { makeOrganisation, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

/** Another feature's tab, as it plugs in (bookings: everyone with a role that books or sees them). */
const bookingsTab: OrganisationTab = {
  segment: 'bookings',
  label: 'Bookings',
  roles: ['owner', 'admin', 'arranger', 'finance', 'traveller'],
  order: 10,
  element: <p>the bookings panel</p>,
};

function show(organisation: Organisation, route = `/organisations/${ORG_ID}`) {
  saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser())),
    [`GET /api/organisations/${ORG_ID}`]: () => json(200, ok(organisation)),
    [`GET /api/organisations/${ORG_ID}/passengers`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/members`]: () => json(200, ok([])),
    [`GET /api/organisations/${ORG_ID}/invitations`]: () => json(200, ok([])),
  });
  renderWithApp(
    <>
      <Routes>
        <Route path="/organisations/:id/*" element={<OrganisationShell tabs={[...organisationTabs, bookingsTab]} />} />
      </Routes>
      <CurrentLocation />
    </>,
    { route },
  );
}

async function tabNames() {
  const nav = await screen.findByRole('navigation', { name: 'Organisation sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the organisation’s tabs by role (issue 39 item 5)', () => {
  it('shows an owner every tab, in order, and opens the first', async () => {
    show(makeOrganisation({ role: 'owner' }));
    expect(await tabNames()).toEqual(['Bookings', 'Passengers', 'Members', 'Settings']);
    expect(await screen.findByText('the bookings panel')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/organisations/${ORG_ID}/bookings`);
  });

  it('shows an arranger bookings and passengers, never members or settings', async () => {
    show(makeOrganisation({ role: 'arranger' }), `/organisations/${ORG_ID}/members`);
    expect(await tabNames()).toEqual(['Bookings', 'Passengers']);
    // A tab the role may not use is not opened by its address either: the first tab instead.
    expect(await screen.findByText('the bookings panel')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
  });

  it('shows a traveller only what was booked for them', async () => {
    show(makeOrganisation({ role: 'traveller' }));
    expect(await tabNames()).toEqual(['Bookings']);
  });

  it('shows an applicant’s owner only the settings while the application is reviewed', async () => {
    show(makeOrganisation({ role: 'owner', status: 'applied' }));
    expect(await tabNames()).toEqual(['Settings']);
    expect(screen.getByText(shellCopy.pending)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment terms' })).toBeInTheDocument();
  });

  it('says "not found" to someone who is not a member, as the API does', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      [`GET /api/organisations/${ORG_ID}`]: () =>
        json(404, { success: false, error: 'NOT_FOUND', message: 'Organisation not found' }),
    });
    renderWithApp(
      <Routes>
        <Route path="/organisations/:id/*" element={<OrganisationShell tabs={organisationTabs} />} />
      </Routes>,
      { route: `/organisations/${ORG_ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'Organisation not found' })).toBeInTheDocument();
  });
});
