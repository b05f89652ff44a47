/** /forgot-password and /reset-password (issue 16 §3): the auth feature's reset pages. */
export { ForgotPasswordPage as ForgotPasswordRoute } from '../../features/auth/password-reset/forgot-password-page';
export { ResetPasswordPage as ResetPasswordRoute } from '../../features/auth/password-reset/reset-password-page';
