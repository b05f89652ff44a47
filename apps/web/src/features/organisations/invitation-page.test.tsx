import { type InvitationPreview, OrganisationMessages } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { invitationCopy } from './copy';
import { InvitationPage } from './invitation-page';
import { ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'tok.en.signed';
const PREVIEW: InvitationPreview = {
  organisationName: 'Harbour Travel Ltd',
  organisationKind: 'travel_agency',
  email: 'ada@example.com',
  role: 'arranger',
  expiresAt: '2026-12-05T09:00:00.000Z',
  state: 'open',
};

function open(preview: InvitationPreview, signedInAs: string | null) {
  if (signedInAs) saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
  const api = stubFetch({
    'GET /api/auth/me': () => json(200, ok(makeUser({ email: signedInAs ?? 'x@example.com' }))),
    [`GET /api/invitations/${TOKEN}`]: () => json(200, ok(preview)),
    [`POST /api/invitations/${TOKEN}/accept`]: () =>
      json(
        200,
        ok({
          id: ORG_ID,
          legalName: 'Harbour Travel Ltd',
          kind: 'travel_agency',
          status: 'approved',
          role: 'arranger',
        }),
      ),
  });
  renderWithApp(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationPage />} />
    </Routes>,
    { route: `/invitations/${TOKEN}` },
  );
  return api;
}

describe('the invitation page (issue 39 item 1)', () => {
  it('lets the invited person accept, and leads to the organisation', async () => {
    const api = open(PREVIEW, 'Ada@Example.com');
    expect(await screen.findByText('Harbour Travel Ltd')).toBeInTheDocument();
    expect(screen.getByText('Arranger')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(invitationCopy.accepted)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Harbour Travel Ltd' })).toHaveAttribute(
      'href',
      `/organisations/${ORG_ID}`,
    );
    expect(api.calls(`POST /api/invitations/${TOKEN}/accept`)).toHaveLength(1);
  });

  it('shows the joined card whole at once: nothing moves under the link to the organisation', async () => {
    const api = open(PREVIEW, 'ada@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(invitationCopy.accepted)).toBeInTheDocument();
    // The used invitation no longer shows until when it is valid, from the same render on; the
    // preview is not fetched again to learn it.
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
    expect(api.calls(`GET /api/invitations/${TOKEN}`)).toHaveLength(1);
  });

  it('tells someone signed in with another address, and offers to sign out', async () => {
    const api = open(PREVIEW, 'someone.else@example.com');
    expect(await screen.findByText(OrganisationMessages.invitationOtherEmail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(api.calls(`POST /api/invitations/${TOKEN}/accept`)).toHaveLength(0);
  });

  it('asks a visitor to sign in or register with the invited address', async () => {
    open(PREVIEW, null);
    expect(await screen.findByText(invitationCopy.signInToAccept('ada@example.com'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: invitationCopy.signInTitle })).toBeInTheDocument();
  });

  it('explains an expired or used link', async () => {
    open({ ...PREVIEW, state: 'expired' }, 'ada@example.com');
    expect(await screen.findByText(OrganisationMessages.invitationExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
