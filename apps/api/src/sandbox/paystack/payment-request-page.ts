/**
 * The stand-in's page where a customer pays a payment request (Paystack's hosted
 * `https://paystack.com/pay/<request code>`): the request's lines, taxes and total, then the
 * test-card form and the simulated bank transfer of the checkout page. Plain HTML forms, so it
 * works with no JavaScript under the app's CSP; every page carries the 'Test mode' marker.
 */
import { formatMoney, minorToMajor } from '@fasttrack/contracts';
import { bankSection, cardSection, esc, sandboxPage } from './checkout-page';
import type { LineItem, Tax } from './payment-request-answers';
import type { StoredObject } from './payment-request-store';

const money = (kobo: number, currency: string) => formatMoney(minorToMajor(kobo), currency === 'USD' ? 'USD' : 'NGN');

/** The pay page of `request` (the stored object), with `error` shown above the forms. */
export function paymentRequestPage(request: StoredObject, prefix: string, error?: string): string {
  const currency = String(request.currency);
  const total = money(Number(request.amount), currency);
  const code = String(request.request_code);
  const customer = request.customer as { email?: string };
  if (request.paid === true) {
    return sandboxPage(
      'Payment complete',
      `<h1>Payment complete</h1><p class="ok">${esc(total)} was paid for request ${esc(code)}.</p>`,
    );
  }
  const rows = [
    ...(request.line_items as LineItem[]).map(
      (l) =>
        `<tr><td>${esc(l.name)}</td><td>${l.quantity}</td><td>${esc(money(l.amount * l.quantity, currency))}</td></tr>`,
    ),
    ...(request.tax as Tax[]).map(
      (t) => `<tr><td>${esc(t.name)}</td><td></td><td>${esc(money(t.amount, currency))}</td></tr>`,
    ),
    `<tr><td><strong>Total</strong></td><td></td><td><strong>${esc(total)}</strong></td></tr>`,
  ];
  const base = `${prefix}/pay/${encodeURIComponent(code)}`;
  return sandboxPage(
    'Pay request',
    `<h1>Pay ${esc(total)}</h1>
<p>${esc(String(request.description ?? 'Payment request'))}</p>
<p>${esc(customer.email ?? '')} · request ${esc(code)}${request.due_date ? ` · due ${esc(String(request.due_date).slice(0, 10))}` : ''}</p>
<table aria-label="Request lines"><tr><td>Item</td><td>Qty</td><td>Amount</td></tr>${rows.join('')}</table>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}${cardSection(base, total)}${bankSection(base, total)}`,
  );
}
