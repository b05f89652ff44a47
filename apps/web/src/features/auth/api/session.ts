/** The session endpoints, gathered so the auth state can load them in one chunk on first use. */
export { getMe } from './get-me';
export { login } from './login';
export { logout } from './logout';
export { register } from './register';
