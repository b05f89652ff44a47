/**
 * Public face of the users feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * The profile pages and the session inactivity timeout (spec §2 Profile).
 */
export * from './session-timeout-host';
