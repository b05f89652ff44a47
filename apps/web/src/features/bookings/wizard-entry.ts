/**
 * The booking wizard's entries in the browser history (issue 37; the hook that writes them is
 * wizard-history.ts): what an entry holds, and the pass over entries whose dialog is gone. The
 * dialog host loads this module only when such entries may exist (a dialog was opened in this
 * page load, or the page came back onto an entry), so it costs the first load nothing.
 *
 * An entry is `{ session, step, depth }` under `bookingWizard` in the history state: `session`
 * names one opening of the dialog in one page load, `depth` counts the entries above the page's
 * own (1 for the wizard's first).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { WIZARD_STATE_KEY } from './booking-dialog-context';

/** The wizard step the traveller sees, one history entry each, in order. */
export const WIZARD_STEPS = ['search', 'details', 'account', 'payment', 'success'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export { WIZARD_STATE_KEY } from './booking-dialog-context';

/** What one wizard entry keeps in the history state. */
export interface WizardEntry {
  session: string;
  step: WizardStep;
  /** Entries above the page's own: 1 for the wizard's first. */
  depth: number;
}

/** The wizard entry in a history state, or null when it holds none. */
export function readWizardEntry(state: unknown): WizardEntry | null {
  const entry = (state as Record<string, unknown> | null | undefined)?.[WIZARD_STATE_KEY] as
    | Partial<WizardEntry>
    | undefined;
  if (!entry || typeof entry.session !== 'string' || typeof entry.depth !== 'number') return null;
  return WIZARD_STEPS.includes(entry.step as WizardStep) ? (entry as WizardEntry) : null;
}

const pageLoad = Math.random().toString(36).slice(2, 10);

/** The session name of the dialog's `opening`-th opening in this page load. */
export function wizardSession(opening: number): string {
  return `${pageLoad}-${opening}`;
}

/**
 * Passes over the entries of a wizard that is no longer open (closed by a link, or a page load
 * ago): Back or Forward onto one goes on to the page's own entry below it. `activeOpening` is the
 * open dialog's opening number, null when none is open. A component, so the host can load it lazily.
 */
export function StaleWizardEntries({ activeOpening }: { activeOpening: number | null }): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const active = activeOpening === null ? null : wizardSession(activeOpening);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history move (location key)
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const entry = readWizardEntry(location.state);
    if (entry && entry.session !== active) navigate(-entry.depth);
  }, [location.key]);
  return null;
}
