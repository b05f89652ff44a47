/** Top bar and mobile menu entries (spec §2 Top bar). */
import { anchors, paths } from '../../lib/paths';

/** Signed-out (and landing) navigation: sections of the landing page. */
export const sectionLinks = [
  { label: 'Features', to: `${paths.home}#${anchors.features}` },
  { label: 'How It Works', to: `${paths.home}#${anchors.howItWorks}` },
  { label: 'Contact', to: `${paths.home}#${anchors.contact}` },
] as const;

/** Signed-in area navigation. */
export const appLinks = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Bookings', to: paths.bookings },
  { label: 'Payments', to: paths.payments },
] as const;
