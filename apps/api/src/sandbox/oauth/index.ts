/**
 * The sign-in stand-ins (issue 19 §11, ADR 135): Google under /sandbox/google and Facebook under
 * /sandbox/facebook, each mounted only when its issuer/base URL points at the sandbox, which
 * config.ts allows only in test mode. Their consent page lets a tester claim any e-mail address.
 */
export { facebookSandbox } from './facebook.sandbox';
export { googleSandbox } from './google.sandbox';
