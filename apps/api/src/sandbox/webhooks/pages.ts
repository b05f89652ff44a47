/**
 * The webhook inbox stand-in's pages (issue 40 item 4): `/sandbox/webhooks` lists the inboxes
 * with a button that makes one; `/sandbox/webhooks/inboxes/:inboxId` shows the receiving URL and
 * each message that arrived, newest first, with its Standard Webhooks headers and its body
 * pretty-printed. Plain HTML, no script, under the sandbox's Test mode marker.
 */
import { esc, sandboxPage } from '../paystack/checkout-page';
import type { InboxMessage } from './store';

/** The headers a tester checks a delivery by (Standard Webhooks 1.0), in this order. */
export const SHOWN_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'content-type'] as const;

/** The body as indented JSON when it is JSON, else as it arrived. */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The list page: every inbox (newest first), each a link, and the form that makes a new one. */
export function inboxesPage(prefix: string, inboxes: Array<{ id: string; createdAt: Date }>): string {
  const rows = inboxes
    .map(
      (i) =>
        `<tr><td><a href="${prefix}/inboxes/${i.id}">${esc(i.id)}</a></td><td>${esc(i.createdAt.toISOString())}</td></tr>`,
    )
    .join('');
  return sandboxPage(
    'Webhook inboxes',
    `<h1>Webhook inboxes</h1>
<p>An inbox gives you a URL to register as a webhook endpoint; what arrives there is shown with its headers.</p>
<form method="post" action="${prefix}/inboxes"><button type="submit">Make an inbox</button></form>
${
  inboxes.length
    ? `<table><thead><tr><th>Inbox</th><th>Made (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No inboxes yet.</p>'
}`,
  );
}

/** One inbox: its receiving URL, then each message with the headers that sign it and its body. */
export function inboxPage(prefix: string, inbox: { id: string; url: string }, messages: InboxMessage[]): string {
  const items = messages
    .map((m) => {
      const headers = SHOWN_HEADERS.map(
        (name) => `<tr><td>${name}</td><td style="overflow-wrap:anywhere">${esc(m.headers[name] ?? '—')}</td></tr>`,
      ).join('');
      return `<section><h2>${esc(eventType(m.body))} · ${esc(m.receivedAt.toISOString())}</h2>
<table aria-label="Headers">${headers}</table>
<pre style="white-space:pre-wrap;overflow-wrap:anywhere">${esc(prettyBody(m.body))}</pre></section>`;
    })
    .join('');
  return sandboxPage(
    'Webhook inbox',
    `<p><a href="${prefix}">All inboxes</a> · <a href="${prefix}/inboxes/${inbox.id}">Refresh</a></p>
<h1>Webhook inbox</h1>
<p>Receiving URL: <code style="overflow-wrap:anywhere">${esc(inbox.url)}</code></p>
${items || '<p>Nothing has arrived yet. Register the URL above as an endpoint, then refresh.</p>'}`,
  );
}

/** The message's `type` field when its body is a webhook payload, else "Message". */
function eventType(body: string): string {
  try {
    const type = (JSON.parse(body) as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'Message';
  } catch {
    return 'Message';
  }
}
