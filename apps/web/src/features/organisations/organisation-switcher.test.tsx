import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { CurrentLocation, renderWithApp } from '../../test/render';
import { OrganisationSwitcher } from './components/organisation-switcher';
import { ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

describe('the organisation switcher (issue 39 item 5)', () => {
  it('lists a member’s organisations with their role and opens the one chosen', async () => {
    stubFetch({
      'GET /api/organisations': () =>
        json(
          200,
          ok([
            {
              id: ORG_ID,
              legalName: 'Harbour Travel Ltd',
              kind: 'travel_agency',
              status: 'approved',
              role: 'arranger',
            },
            {
              id: '0b7c1c9e-0000-4000-8000-0000000000a2',
              legalName: 'Lagoon Events Ltd',
              kind: 'company',
              status: 'applied',
              role: 'owner',
            },
          ]),
        ),
    });
    renderWithApp(
      <>
        <OrganisationSwitcher />
        <CurrentLocation />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Organisations' }));
    expect(screen.getByRole('menuitem', { name: /Lagoon Events Ltd.*Owner · Application under review/ })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: /Harbour Travel Ltd.*Arranger/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/organisations/${ORG_ID}`);
  });

  it('shows nothing to someone with no organisation', async () => {
    const api = stubFetch({ 'GET /api/organisations': () => json(200, ok([])) });
    const { container } = renderWithApp(<OrganisationSwitcher />);
    await vi.waitFor(() => expect(api.calls('GET /api/organisations')).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
