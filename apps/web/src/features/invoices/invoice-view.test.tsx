/**
 * One invoice (issue 39 item 3): its lines and totals exactly as the API gives them (services,
 * a credit, the VAT line, subtotal and total in naira), the dates in Lagos, and "Pay" going to the
 * payment request's page; a paid invoice has no "Pay".
 */
import type { InvoiceDetail, Statement } from '@fasttrack/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { json, spyOnPageLoads, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { InvoiceView } from './invoice-page';
import { StatementView } from './statement-page';

const ORG = '7d1f3a52-0000-4000-8000-000000000001';
const ok = <T,>(data: T) => ({ success: true, data });

const INVOICE: InvoiceDetail = {
  id: '7d1f3a52-0000-4000-8000-0000000000c1',
  organisationId: ORG,
  number: 'FTL-2026-000123',
  status: 'issued',
  month: '2026-11',
  // The API's figures, deliberately not re-added on screen: 135,000 + 135,000 − 135,000.
  subtotalNgnKobo: 13_500_000,
  vatNgnKobo: 1_012_500,
  totalNgnKobo: 14_512_500,
  vatRateBps: 750,
  issuedAt: '2026-12-01T05:00:00.000Z',
  dueAt: '2026-12-31T05:00:00.000Z',
  paidAt: null,
  overdue: false,
  billTo: {
    legalName: 'Lagoon Travel Ltd',
    tin: '12345678-0001',
    billingEmail: 'accounts@lagoon.example',
    billingAddress: '12 Marina, Lagos',
  },
  lines: [
    {
      position: 3,
      kind: 'vat',
      description: 'VAT 7.5%',
      bookingReference: null,
      passengerName: null,
      flightNumber: null,
      serviceDate: null,
      costCentre: null,
      poReference: null,
      amountNgnKobo: 1_012_500,
    },
    {
      position: 1,
      kind: 'service',
      description: 'Arrival Service, 1 person',
      bookingReference: 'FT-ORG001',
      passengerName: 'Chidi Okeke',
      flightNumber: 'BA75',
      serviceDate: '2026-11-12',
      costCentre: 'MKT-01',
      poReference: 'PO-77',
      amountNgnKobo: 13_500_000,
    },
    {
      position: 2,
      kind: 'credit',
      description: 'Cancellation credit',
      bookingReference: 'FT-ORG002',
      passengerName: 'Funke Adebayo',
      flightNumber: 'BA75',
      serviceDate: '2026-11-20',
      costCentre: null,
      poReference: null,
      amountNgnKobo: -4_500_000,
    },
  ],
};

describe('an invoice (issue 39 item 3)', () => {
  it('shows the service and credit lines in order, then subtotal, the VAT line and the total, as given', () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({ 'GET /api/auth/me': () => json(200, ok(makeUser())) });
    renderWithApp(<InvoiceView organisationId={ORG} invoice={INVOICE} />);

    expect(screen.getByRole('heading', { name: 'FTL-2026-000123' })).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByText('31 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText(/12345678-0001/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Invoice lines' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Arrival Service, 1 personFT-ORG001Chidi OkekeBA7512 Nov 2026MKT-01 / PO-77₦135,000.00',
    );
    expect(rows[2]).toHaveTextContent('Cancellation creditFT-ORG002Funke AdebayoBA7520 Nov 2026-₦45,000.00');
    expect(rows[3]).toHaveTextContent('Subtotal₦135,000.00');
    expect(rows[4]).toHaveTextContent('VAT 7.5%₦10,125.00');
    expect(rows[5]).toHaveTextContent('Total₦145,125.00');
    expect(rows).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('"Pay" asks the API for the payment page and goes there', async () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    const payUrl = 'https://checkout.paystack.test/pay/PRQ_abc123';
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, ok(makeUser())),
      [`POST /api/organisations/${ORG}/invoices/${INVOICE.id}/pay`]: () =>
        json(
          200,
          ok({
            invoiceId: INVOICE.id,
            number: INVOICE.number,
            requestCode: 'PRQ_abc123',
            payUrl,
            totalNgnKobo: 14_512_500,
          }),
        ),
    });
    const pageLoads = spyOnPageLoads();
    renderWithApp(<InvoiceView organisationId={ORG} invoice={INVOICE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await expect.poll(() => pageLoads.mock.calls).toEqual([[payUrl]]);
    expect(net.calls(`POST /api/organisations/${ORG}/invoices/${INVOICE.id}/pay`)).toHaveLength(1);
  });

  it('a paid invoice says when it was paid and offers no "Pay"', () => {
    saveTokens({ token: 'tok-1', refreshToken: 'ref-1' });
    stubFetch({ 'GET /api/auth/me': () => json(200, ok(makeUser())) });
    renderWithApp(
      <InvoiceView organisationId={ORG} invoice={{ ...INVOICE, status: 'paid', paidAt: '2026-12-10T09:00:00.000Z' }} />,
    );
    expect(screen.getByText('Paid on')).toBeInTheDocument();
    expect(screen.getByText('10 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});

describe('the statement (issue 39 items 4, 6)', () => {
  it('lists entries with the running balance, the balance, and an agency commission', () => {
    const statement: Statement = {
      organisationId: ORG,
      from: '2026-11-01',
      to: '2026-11-30',
      openingBalanceNgnKobo: 0,
      entries: [
        {
          id: 'e1',
          kind: 'service',
          occurredAt: '2026-11-02T09:00:00.000Z',
          amountNgnKobo: 13_500_000,
          balanceNgnKobo: 13_500_000,
          bookingReference: 'FT-ORG001',
          reference: null,
          invoiceNumber: null,
        },
        {
          id: 'e2',
          kind: 'commission',
          occurredAt: '2026-11-12T18:00:00.000Z',
          amountNgnKobo: -1_350_000,
          balanceNgnKobo: 12_150_000,
          bookingReference: 'FT-ORG001',
          reference: null,
          invoiceNumber: null,
        },
      ],
      balanceNgnKobo: 12_150_000,
      commission: { rateBps: 1000, earnedNgnKobo: 1_350_000, paidNgnKobo: 0, unpaidNgnKobo: 1_350_000 },
    };
    renderWithApp(<StatementView statement={statement} />);
    expect(screen.getByTestId('statement-balance')).toHaveTextContent('₦121,500.00');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Balance before 1 Nov 2026₦0.00');
    expect(rows[2]).toHaveTextContent('Mon 2 Nov 2026, 10:00 WATService on accountFT-ORG001+₦135,000.00₦135,000.00');
    expect(rows[3]).toHaveTextContent('Commission earnedFT-ORG001−₦13,500.00₦121,500.00');
    expect(screen.getByText(/Rate 10%/)).toBeInTheDocument();
  });
});
