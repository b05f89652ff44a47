/**
 * /terms and /privacy (spec §2; issue 19 §2): static pages in their own lazy chunk, outside the
 * landing page's first load.
 */
import { PrivacyPage } from '../../features/legal/privacy-page';
import { TermsPage } from '../../features/legal/terms-page';

export function TermsRoute() {
  return <TermsPage />;
}

export function PrivacyRoute() {
  return <PrivacyPage />;
}
