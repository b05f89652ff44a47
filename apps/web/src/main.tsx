import './zod-setup';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInPage } from './app/router';
import { getAuthToken } from './lib/auth-storage';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// A returning user's page downloads while their session is checked, not after it; starting just
// after the first paint keeps it from delaying that paint (ADR 070).
if (getAuthToken()) {
  requestAnimationFrame(() => setTimeout(() => preloadSignedInPage(window.location.pathname)));
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A bare `/` arrives prerendered (dist/landing.html, ADR 070): attach to that markup instead of
// rendering it again. Every other address arrives with an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
