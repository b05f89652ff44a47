/**
 * The calls the Twilio stand-in placed (issue 36 item 2), for the test-mode page beside the
 * texts and as JSON: each leg with who it rang from which number, its status and duration, and
 * for a first leg the TwiML the product answered.
 */
import type { StoredCall } from '../twilio/call-store';

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The JSON a test or a tester reads. */
export function callsJson(calls: StoredCall[]) {
  return calls.map((c) => ({
    sid: c.sid,
    parentCallSid: c.parentCallSid,
    to: c.to,
    from: c.from,
    status: String(c.resource.status),
    durationSeconds: c.resource.duration == null ? null : Number(c.resource.duration),
    twiml: c.twiml,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The "Calls" section of the texts page. */
export function callsTable(calls: StoredCall[]): string {
  if (!calls.length) return '<h2>Calls</h2><p>No calls yet.</p>';
  const rows = callsJson(calls)
    .map(
      (
        c,
      ) => `<tr><td>${esc(c.createdAt)}</td><td>${c.parentCallSid ? 'Dialled by the TwiML' : 'Placed through the API'}</td>
<td>${esc(c.from)}</td><td>${esc(c.to)}</td><td>${esc(c.status)}</td><td>${c.durationSeconds ?? ''}</td>
<td style="white-space:pre-wrap;overflow-wrap:anywhere"><code>${esc(c.twiml ?? '')}</code></td></tr>`,
    )
    .join('');
  return `<h2>Calls</h2><table><thead><tr><th>Created (UTC)</th><th>Leg</th><th>From</th><th>To</th><th>Status</th><th>Seconds</th><th>TwiML answered</th></tr></thead><tbody>${rows}</tbody></table>`;
}
