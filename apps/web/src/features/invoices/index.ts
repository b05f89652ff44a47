/**
 * What the organisation's invoices offer (issue 39 items 3, 4, 6): the Invoices tab of
 * `/organisations/:id` (the list, one invoice with its lines, PDF, CSV and Pay) and the Statement
 * tab (ledger entries with the running balance, commission for agencies), for the route module to
 * hand to the organisation's shell. Other features import this feature only through this file.
 */
export { invoicesTab, statementTab } from './invoice-tabs';
