/**
 * The stand-in's checkout page at `authorization_url`. Plain HTML forms that POST back to the
 * sandbox, so it works with no JavaScript under the app's CSP (script-src 'self', form-action
 * 'self'). Every page carries the 'Test mode' marker.
 */
import { formatMoney, minorToMajor } from '@fasttrack/contracts';
import type { SandboxTransaction } from './store';
import { SANDBOX_CARDS } from './test-cards';

export const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#14213d}
.test-mode{background:#b45309;color:#fff;text-align:center;padding:.5rem;font-weight:700;letter-spacing:.04em}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:.2rem 0 1rem}
label{display:block;margin:.6rem 0 .2rem;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #9aa5b1;border-radius:.4rem;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.7rem;border:0;border-radius:.4rem;background:#0b7a3e;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fde8e8;color:#9b1c1c;padding:.6rem;border-radius:.4rem}
.ok{background:#e7f6ec;color:#05603a;padding:.6rem;border-radius:.4rem}
section{border-top:1px solid #e1e5ea;margin-top:1.25rem;padding-top:.5rem}
table{font-size:.85rem;border-collapse:collapse;width:100%;margin-top:1rem}td{padding:.2rem .3rem;border-bottom:1px solid #eee}
.row{display:flex;gap:.6rem}.row>div{flex:1}
a{color:#0b5ea8}`;

/** A whole sandbox page around `body`, with the Test mode marker on top. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} · Test mode</title><style>${STYLE}</style></head>
<body><div class="test-mode" role="status">Test mode: payment sandbox, no real money moves</div>
<main>${body}</main></body></html>`;
}

export interface CheckoutView {
  tx: SandboxTransaction;
  /** URL prefix of the Paystack stand-in, e.g. /sandbox/paystack. */
  prefix: string;
  error?: string;
}

export function checkoutPage({ tx, prefix, error }: CheckoutView): string {
  const amount = formatMoney(minorToMajor(tx.amount), tx.currency === 'USD' ? 'USD' : 'NGN');
  const base = `${prefix}/checkout/${encodeURIComponent(tx.accessCode)}`;
  if (tx.status === 'success') {
    return sandboxPage(
      'Payment complete',
      `<h1>Payment complete</h1><p class="ok">${esc(amount)} was paid for ${esc(tx.reference)}.</p>`,
    );
  }
  const card = tx.channels.includes('card') ? cardSection(base, amount) : '';
  const bank = tx.channels.includes('bank_transfer') ? bankSection(base, amount) : '';
  return sandboxPage(
    'Pay',
    `<h1>Pay ${esc(amount)}</h1><p>${esc(tx.email)} · reference ${esc(tx.reference)}</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}${card}${bank}
<section><a href="${base}/cancel">Cancel payment</a></section>`,
  );
}

/** The test-card form, posting to `${base}/card`, with the test cards listed. */
export function cardSection(base: string, amount: string): string {
  return `<section aria-labelledby="card-h"><h2 id="card-h">Pay with card</h2>
<form method="post" action="${base}/card">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="off" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="off" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" required></div></div>
<div class="row"><div><label for="pin">Card PIN</label><input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off"></div>
<div><label for="otp">OTP</label><input id="otp" name="otp" inputmode="numeric" autocomplete="off"></div></div>
<button type="submit">Pay ${esc(amount)}</button></form>
<table aria-label="Test cards"><tr><td>Card</td><td>CVV / PIN / OTP</td><td>Result</td></tr>
${SANDBOX_CARDS.map((c) => `<tr><td>${c.display}</td><td>${'cvv' in c ? `${c.cvv} / ${c.pin} / ${c.otp}` : 'any'}</td><td>${c.outcome}</td></tr>`).join('')}
</table><p>Any expiry date in the future works.</p></section>`;
}

/** The simulated bank transfer, posting to `${base}/bank`. */
export function bankSection(base: string, amount: string): string {
  return `<section aria-labelledby="bank-h"><h2 id="bank-h">Pay with bank transfer</h2>
<p>Transfer <strong>${esc(amount)}</strong> to <strong>Sandbox Bank, account 0123456789</strong> (simulated).</p>
<form method="post" action="${base}/bank"><button type="submit">I have sent the money</button></form></section>`;
}
