/**
 * What the auth feature offers other features: the signed-in user (`useAuth`), the sign-in and
 * registration forms the booking flow and the landing page embed, the login link helpers, the
 * console a staff role lands on, and `onSignOut` for what else a sign-out clears.
 * Other features import this feature only through this file (npm run lint).
 */
export { useAuth } from './auth-context';
export { EmailFirstCard, type EmailFirstCardProps } from './components/email-first-card';
export { LoginForm } from './components/login-form';
export { NationalityOptions } from './components/nationality-options';
export { RegisterWizard } from './components/register-wizard';
export { dashboardGreeting, NEUTRAL_GREETING } from './greeting';
export { isNewAccount } from './new-account';
export { loginLinkPath, staffConsoleLinks, staffHome } from './redirects';
export { registrationFromBooking } from './registration-prefill';
export { onSignOut } from './sign-out-cleanups';
