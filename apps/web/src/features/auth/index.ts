/**
 * Public face of the auth feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * Sign-in, registration and the signed-in user (spec §2 Auth dialog, §4).
 */
export * from './auth-context';
export * from './components/email-first-card';
export * from './components/login-form';
export * from './components/nationality-options';
export * from './components/register-wizard';
export * from './redirects';
