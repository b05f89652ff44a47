import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render';
import { PassengersTab } from './components/passengers-tab';
import { OrganisationContext } from './organisation-context';
import { makeOrganisation, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const NGOZI = {
  id: '0b7c1c9e-0000-4000-8000-0000000000b1',
  organisationId: ORG_ID,
  fullName: 'Ngozi Adeyemi',
  phone: '+2348031234567',
  email: 'ngozi@example.com',
  userId: null,
};
const PATH = `/api/organisations/${ORG_ID}/passengers`;

function renderTab() {
  renderWithApp(
    <OrganisationContext.Provider value={makeOrganisation({ role: 'arranger' })}>
      <PassengersTab />
    </OrganisationContext.Provider>,
  );
}

describe('correcting the passenger list (issue 39 item 2)', () => {
  it('sends a corrected phone for one passenger and closes the form', async () => {
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([NGOZI])),
      [`PATCH ${PATH}/${NGOZI.id}`]: () => json(200, ok({ ...NGOZI, phone: '+2348039876543' })),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ngozi Adeyemi' }));
    const form = within(screen.getByRole('form', { name: 'Edit Ngozi Adeyemi' }));
    const phone = form.getByLabelText('Phone');
    expect(phone).toHaveValue('+2348031234567');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0803 987 6543');
    await userEvent.click(form.getByRole('button', { name: 'Save passenger' }));
    await vi.waitFor(() => expect(api.calls(`PATCH ${PATH}/${NGOZI.id}`)).toHaveLength(1));
    expect(api.calls(`PATCH ${PATH}/${NGOZI.id}`)[0]?.body).toMatchObject({
      fullName: 'Ngozi Adeyemi',
      phone: '+2348039876543',
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save passenger' })).toBeNull());
  });

  it('takes a passenger off the list only after a confirmation', async () => {
    const api = stubFetch({
      [`GET ${PATH}`]: () => json(200, ok([NGOZI])),
      [`DELETE ${PATH}/${NGOZI.id}`]: () => json(200, { success: true, message: 'Passenger removed' }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ngozi Adeyemi' }));
    expect(api.calls(`DELETE ${PATH}/${NGOZI.id}`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ngozi Adeyemi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take Ngozi Adeyemi off the list' }));
    await vi.waitFor(() => expect(api.calls(`DELETE ${PATH}/${NGOZI.id}`)).toHaveLength(1));
  });
});
