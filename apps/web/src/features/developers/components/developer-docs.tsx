/**
 * Where a partner's developer reads on (issue 40 item 5): the browsable API reference the API
 * serves at `/api/docs` (plugins/docs.ts: partner routes, the `partnerKey` scheme, each webhook's
 * payload), and how to verify a delivery with the same `standardwebhooks` package that signs it.
 */
import { API_BASE } from '../../../lib/api-client';
import { DevelopersCopy as copy } from '../copy';

/** Served by the API, not a page of this app: a plain link, so the router does not catch it. */
const API_REFERENCE = `${API_BASE}/docs`;

export function DeveloperDocs() {
  return (
    <section aria-labelledby="developer-docs-heading" className="flex flex-col gap-2">
      <h2 id="developer-docs-heading" className="text-lg font-bold text-slate-900">
        {copy.docsTitle}
      </h2>
      <p className="text-sm text-slate-700">
        {`${copy.docsIntro} `}
        <a
          href={API_REFERENCE}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
        >
          {copy.docsReference}
          {/* No icon: sharing the booking step's icon made a chunk of its own in the landing page's map. */}
          <span className="text-xs font-normal"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <p className="text-sm text-slate-700">{copy.docsVerify}</p>
    </section>
  );
}
