/**
 * The Invoices and Statement tabs of the organisation's shell (issue 39 item 5), for the roles
 * with the API's `finance` ability: the list at `invoices`, one invoice at `invoices/:invoiceId`
 * (the invoice e-mail's link), the statement at `statement`.
 */
import { ORGANISATION_ABILITIES } from '@fasttrack/contracts';
import { Route, Routes } from 'react-router';
import type { OrganisationTab } from '../organisations/index';
import { InvoicesCopy as copy } from './copy';
import { InvoicePage } from './invoice-page';
import { InvoicesPage } from './invoices-page';
import { StatementPage } from './statement-page';

/** Invoices and the statement: the API's `finance` ability. */
const FINANCE_ROLES = ORGANISATION_ABILITIES.finance;

function InvoicesTab() {
  return (
    <Routes>
      <Route index element={<InvoicesPage />} />
      <Route path=":invoiceId" element={<InvoicePage />} />
    </Routes>
  );
}

export const invoicesTab: OrganisationTab = {
  segment: 'invoices',
  label: copy.listTitle,
  roles: FINANCE_ROLES,
  order: 40,
  element: <InvoicesTab />,
};

export const statementTab: OrganisationTab = {
  segment: 'statement',
  label: copy.statementTitle,
  roles: FINANCE_ROLES,
  order: 50,
  element: <StatementPage />,
};
