import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render';
import { PassengersTab } from './components/passengers-tab';
import { OrganisationContext } from './organisation-context';
import { makeOrganisation, ORG_ID, ok } from './test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const CSV = [
  'full_name,phone,email',
  'Ngozi Adeyemi,08031234567,ngozi@example.com',
  'Tunde Bakare,+2348039876543,',
  'X,123,',
].join('\n');

describe('importing passengers from a CSV file (issue 39 item 2)', () => {
  it('sends the file’s text and shows one result per row, errors with their reason', async () => {
    const api = stubFetch({
      [`GET /api/organisations/${ORG_ID}/passengers`]: () => json(200, ok([])),
      [`POST /api/organisations/${ORG_ID}/passengers/import`]: () =>
        json(
          200,
          ok({
            saved: 2,
            imported: 1,
            updated: 1,
            invalid: 1,
            rows: [
              {
                row: 1,
                fullName: 'Ngozi Adeyemi',
                outcome: 'imported',
                passengerId: '0b7c1c9e-0000-4000-8000-0000000000b1',
              },
              {
                row: 2,
                fullName: 'Tunde Bakare',
                outcome: 'updated',
                passengerId: '0b7c1c9e-0000-4000-8000-0000000000b2',
              },
              { row: 3, fullName: 'X', outcome: 'invalid', reason: 'Enter a valid phone number' },
            ],
          }),
        ),
    });
    renderWithApp(
      <OrganisationContext.Provider value={makeOrganisation({ role: 'arranger' })}>
        <PassengersTab />
      </OrganisationContext.Provider>,
    );
    expect(await screen.findByText('No passengers yet: add one or import a CSV file.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('CSV file'), new File([CSV], 'passengers.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import passengers' }));

    expect(await screen.findByText('1 passenger imported, 1 updated, 1 error.')).toBeInTheDocument();
    expect(api.calls(`POST /api/organisations/${ORG_ID}/passengers/import`)[0]?.body).toEqual({ csv: CSV });
    const rows = within(screen.getByRole('table', { name: /Import results/ })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'RowWhoResult',
      '1Ngozi AdeyemiImported',
      '2Tunde BakareUpdated',
      '3XNot imported: Enter a valid phone number',
    ]);
    // The list is read again after the import.
    expect(api.calls(`GET /api/organisations/${ORG_ID}/passengers`).length).toBeGreaterThan(1);
  });

  it('says so when the file is refused whole', async () => {
    stubFetch({
      [`GET /api/organisations/${ORG_ID}/passengers`]: () => json(200, ok([])),
      [`POST /api/organisations/${ORG_ID}/passengers/import`]: () =>
        json(400, {
          success: false,
          error: 'VALIDATION_FAILED',
          message: 'The first row must be the header "full_name,phone,email"',
        }),
    });
    renderWithApp(
      <OrganisationContext.Provider value={makeOrganisation({ role: 'admin' })}>
        <PassengersTab />
      </OrganisationContext.Provider>,
    );
    await userEvent.upload(
      await screen.findByLabelText('CSV file'),
      new File(['name\nA'], 'p.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import passengers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first row must be the header "full_name,phone,email"',
    );
  });
});
