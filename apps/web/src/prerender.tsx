/**
 * Build-time render of the landing page for a first-time visitor (ADR 070). `scripts/prerender.mjs`
 * bundles this module for Node, calls {@link renderLanding} and writes the markup into
 * `dist/landing.html`, which the server answers for a bare `/`; `main.tsx` then hydrates it.
 *
 * The tree is the one `App` renders, with the router fixed at `/` and an empty query cache, so
 * it matches the browser's first render: signed out, base price at the §9 default until
 * `/api/pricing` answers, no test-mode badge until `/api/config` answers.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

/**
 * The HTML that goes inside `<div id="root">` for `/`, with every Suspense boundary resolved.
 * @throws the first render error: a boundary that failed would ship as a client-side fallback
 * (and an inline script the CSP blocks), so the build must stop instead.
 */
export async function renderLanding(): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // Without a limit React moves large Suspense boundaries to the end of the HTML and swaps them in
    // with inline scripts, which the CSP forbids; one piece in document order needs none.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  if (html.includes('<script')) throw new Error('The prerendered landing page contains an inline script');
  return html;
}
