/** /credits (issue 27 §4): the credits feature's statement page. */
export { CreditsPage as CreditsRoute } from '../../features/credits/credits-page';
