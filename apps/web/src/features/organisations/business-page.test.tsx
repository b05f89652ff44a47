import { OrganisationMessages } from '@fasttrack/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { BusinessPage } from './business-page';
import { businessCopy } from './copy';
import { makeOrganisation, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

async function fill() {
  await userEvent.type(screen.getByLabelText('Legal name'), 'Harbour Travel Ltd');
  await userEvent.type(screen.getByLabelText('Tax identification number (TIN)'), '12345678-0001');
  await userEvent.click(screen.getByLabelText('Registered for VAT'));
  await userEvent.type(screen.getByLabelText('Billing e-mail'), 'Accounts@Harbour.test');
  await userEvent.type(screen.getByLabelText('Billing address'), '12 Marina, Lagos');
}

describe('the business application on /business (issue 39 item 1)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('names each field that is missing or wrong, in the contract’s words, and sends nothing', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const api = stubFetch({ 'GET /api/auth/me': () => json(200, ok(makeUser())) });
    renderWithApp(<BusinessPage />, { route: '/business' });
    await userEvent.type(screen.getByLabelText('Tax identification number (TIN)'), '1234');
    await userEvent.type(screen.getByLabelText('Billing e-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(OrganisationMessages.legalNameRequired)).toBeInTheDocument();
    expect(screen.getByText(OrganisationMessages.tinInvalid)).toBeInTheDocument();
    expect(screen.getByText(OrganisationMessages.addressRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Billing e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/organisations')).toHaveLength(0);
  });

  it('sends a signed-in person’s application and says when it will be reviewed', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const api = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      'POST /api/organisations': () =>
        json(201, ok(makeOrganisation({ status: 'applied', terms: { ...makeOrganisation().terms } }))),
    });
    renderWithApp(<BusinessPage />, { route: '/business' });
    await screen.findByLabelText('Legal name');
    await userEvent.click(screen.getByLabelText('Travel agency'));
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(businessCopy.reviewTime)).toBeInTheDocument();
    expect(api.calls('POST /api/organisations')[0]?.body).toEqual({
      kind: 'travel_agency',
      legalName: 'Harbour Travel Ltd',
      tin: '12345678-0001',
      vatRegistered: true,
      billingEmail: 'accounts@harbour.test',
      billingAddress: '12 Marina, Lagos',
    });
  });

  it('asks a visitor to sign in first, keeping what they typed', async () => {
    const api = stubFetch({});
    renderWithApp(<BusinessPage />, { route: '/business' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('dialog', { name: businessCopy.signInTitle })).toBeInTheDocument();
    expect(api.calls('POST /api/organisations')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Legal name')).toHaveValue('Harbour Travel Ltd');
    expect(JSON.parse(window.sessionStorage.getItem('fasttrack.business-application') ?? '{}')).toMatchObject({
      legalName: 'Harbour Travel Ltd',
    });
  });
});
