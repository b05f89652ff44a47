/** The officer's console (issue 15 §7): its own lazy chunk, outside the landing page's budget. */
export { OfficerPage as OfficerRoute } from '../../features/officer/officer-page';
