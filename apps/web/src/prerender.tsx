/**
 * Build-time render of the pages whose HTML ships with their content (ADR 070, ADR 071).
 * `scripts/prerender.mjs` bundles this module for Node, renders every entry of
 * {@link prerenderedPages} with {@link renderPage} and writes each into a copy of `dist/index.html`,
 * which the server answers for that bare address; `main.tsx` then hydrates it.
 *
 * The tree is the one `App` renders, with the router fixed at the page's address and an empty
 * query cache, so it matches the browser's first render:
 * - `/`: signed out, base price at the §9 default until `/api/pricing` answers, no test-mode
 *   badge until `/api/config` answers;
 * - `/dashboard`: a stored session still being checked (no name yet, statistics not loaded),
 *   which is how the browser's first render looks for a returning user.
 */
import { SIGNED_IN_PAGE_HEAD_SCRIPT } from '@fasttrack/contracts';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { isSignedInArea, paths } from './lib/paths';

export interface PrerenderedPage {
  /** The address the page is rendered at and served for (without a query string). */
  location: string;
  /** The file it is written to, in `dist/`. */
  file: string;
  /** Inline script for the top of `<head>`; the API's CSP allows it by hash. */
  headScript?: string;
  /**
   * The page's own lazy route module (its key in Vite's build manifest). Its chunks are listed in
   * the page's head as module preloads: the browser starts them while it reads the page, before
   * its first paint, where the app's request for them (one DOM insertion per chunk, 0.5-1 ms each
   * on a desktop CPU, four times that at Lighthouse's slowdown) blocked the page after its first
   * paint (issue 42 item 1; ADR 367).
   */
  routeModule?: string;
}

/** The prerendered pages. The server's list of them is in `apps/api/src/plugins/web.ts`. */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { location: paths.home, file: 'landing.html' },
  {
    location: paths.dashboard,
    file: 'dashboard.html',
    headScript: SIGNED_IN_PAGE_HEAD_SCRIPT,
    routeModule: 'src/app/routes/dashboard.tsx',
  },
];

/**
 * The HTML that goes inside `<div id="root">` for `location`, with every Suspense boundary resolved.
 * @throws the first render error: a boundary that failed would ship as a client-side fallback
 * (and an inline script the CSP blocks), so the build must stop instead.
 */
export async function renderPage(location: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <AppProviders sessionStored={isSignedInArea(location)}>
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
  if (html.includes('<script')) throw new Error(`The prerendered page ${location} contains an inline script`);
  return html;
}
