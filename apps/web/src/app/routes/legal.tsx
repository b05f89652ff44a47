/**
 * Pages a visitor rarely opens (spec §2; issue 19 §2; issue 16 §3): /terms, /privacy,
 * /forgot-password and /reset-password. The router loads this small chunk for any of them, and
 * the page's own chunk loads from here: the lists of chunks they need then live here, not in the
 * entry chunk every visitor loads (the landing page's 110 KB budget).
 */
import { lazy } from 'react';

const TermsPage = lazy(() => import('../../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const resetPages = () => import('./password-reset');
const ForgotPasswordPage = lazy(() => resetPages().then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordPage = lazy(() => resetPages().then((m) => ({ default: m.ResetPasswordRoute })));

// A lazy component must resolve to a function, not to another lazy component: hence the wrappers.
export const TermsRoute = () => <TermsPage />;
export const PrivacyRoute = () => <PrivacyPage />;
export const ForgotPasswordRoute = () => <ForgotPasswordPage />;
export const ResetPasswordRoute = () => <ResetPasswordPage />;
