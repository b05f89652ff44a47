/**
 * What the legal pages offer other features: how a link opens the privacy policy at a section.
 * Other features import this feature only through this file (npm run lint).
 */
export type { PrivacyPageState } from './privacy-page';
