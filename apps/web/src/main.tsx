import './zod-setup';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInPage } from './app/router';
import { getAuthToken } from './lib/auth-storage';
import { isSignedInArea } from './lib/paths';
import { whenIdle } from './lib/when-idle';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// A returning user's page downloads while their session is checked, not after it; starting just
// after the first paint keeps it from delaying that paint (ADR 070).
if (getAuthToken()) {
  requestAnimationFrame(() => setTimeout(() => preloadSignedInPage(window.location.pathname)));
}

// The offline worker registers after the page has loaded and gone idle, from a chunk of its own
// (ADR 290, ADR 385).
addEventListener('load', () => whenIdle(() => void import('./sw-register')));

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A bare `/` and a bare `/dashboard` arrive prerendered (ADR 070, ADR 071): attach to that markup
// instead of rendering it again. Every other address arrives with an empty root. The dashboard's
// markup is that of a stored session being checked; without one its head script is already on its
// way to `/`, and the app renders afresh rather than hydrate a state it is not in.
const prerenderedForThisVisit =
  container.firstElementChild !== null && (getAuthToken() !== null || !isSignedInArea(window.location.pathname));
// Inside startTransition, so that React hydrates in slices of a few milliseconds and a tap is
// answered between them instead of after one long task (issue 42 item 1). A tap that lands on the
// page before its slices are done makes React finish the hydration at once and then handle it
// (ADR 383, which replaces ADR 071's reason for hydrating in one task).
if (prerenderedForThisVisit)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
