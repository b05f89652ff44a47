/**
 * The sign-in stand-ins' consent page (test mode): who signs in, and Allow or Deny. A plain HTML
 * form that posts back to the stand-in, so it works without JavaScript under the app's CSP. The
 * tester types the identity the provider would report; every page carries the Test mode marker.
 */
import type { FastifyReply } from 'fastify';

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#14213d}
.test-mode{background:#b45309;color:#fff;text-align:center;padding:.5rem;font-weight:700}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:.2rem 0 1rem}
label{display:block;margin:.6rem 0 .2rem;font-size:.9rem}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #9aa5b1;border-radius:.4rem;font-size:1rem}
.check{display:flex;gap:.5rem;align-items:center;margin-top:.8rem}.check label{margin:0}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;padding:.7rem;border:0;border-radius:.4rem;font-size:1rem;cursor:pointer}
.allow{background:#0b5ea8;color:#fff}.deny{background:#e1e5ea;color:#14213d}
.error{background:#fde8e8;color:#9b1c1c;padding:.6rem;border-radius:.4rem}`;

export interface ConsentView {
  /** Google or Facebook. */
  providerName: string;
  /** Where the form posts (the stand-in's own authorize URL). */
  action: string;
  /** The authorization request's parameters, carried through the form unchanged. */
  carried: Record<string, string>;
  /** `login_hint`, when the request gave one. */
  email?: string;
  /** Ask whether the provider verified the address (Google says; Facebook does not). */
  askVerified: boolean;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)} · Test mode</title><style>${STYLE}</style></head>
<body><div class="test-mode" role="status">Test mode: sign-in stand-in, no real account is used</div>
<main>${body}</main></body></html>`;
}

export function consentPage(view: ConsentView): string {
  const hidden = Object.entries(view.carried)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const verified = view.askVerified
    ? `<div class="check"><input type="checkbox" id="email_verified" name="email_verified" value="true" checked><label for="email_verified">E-mail address verified</label></div>`
    : '';
  return page(
    `Sign in with ${view.providerName}`,
    `<h1>Sign in with ${esc(view.providerName)}</h1>
<p>FastTrack LOS asks for your name and e-mail address.</p>
<form method="post" action="${esc(view.action)}">${hidden}
<label for="email">E-mail address</label><input type="email" id="email" name="email" value="${esc(view.email ?? '')}" autocomplete="off">
<label for="given_name">First name</label><input type="text" id="given_name" name="given_name" autocomplete="off">
<label for="family_name">Last name</label><input type="text" id="family_name" name="family_name" autocomplete="off">
${verified}
<div class="actions"><button class="deny" type="submit" name="decision" value="deny">Deny</button>
<button class="allow" type="submit" name="decision" value="allow">Allow</button></div>
</form>`,
  );
}

/**
 * Sends a stand-in page with `answer.status` (default 200). `answer.formTarget`: the origin the
 * form's answer redirects to (CSP form-action).
 */
export function sendPage(reply: FastifyReply, html: string, answer: { status?: number; formTarget?: string } = {}) {
  const { status = 200, formTarget } = answer;
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A stand-in error page: a bad client or redirect URI is shown, never redirected (RFC 6749 §4.1.2.1). */
export function errorPage(reply: FastifyReply, providerName: string, message: string) {
  return sendPage(
    reply,
    page(`${providerName} sign-in error`, `<h1>Sign-in error</h1><p class="error">${esc(message)}</p>`),
    { status: 400 },
  );
}
