/**
 * The booking wizard in the browser's history (issue 37): each wizard step the traveller reaches
 * gets a history entry on the page that opened the dialog (same address, the step in the history
 * state: wizard-entry.ts), so the phone's Back goes one step back and Forward one step on, instead
 * of leaving the site. Back from the first step closes the dialog; closing it otherwise takes its
 * entries back off (Back then leaves the page, as it would have before). Done is left, never gone
 * back into. Entries of a dialog that is gone are passed over by `StaleWizardEntries` (wizard-entry.ts).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { readWizardEntry, WIZARD_STATE_KEY, WIZARD_STEPS, type WizardStep } from './wizard-entry';

export interface WizardHistoryOptions {
  session: string;
  open: boolean;
  /** The step the dialog shows now. */
  step: WizardStep;
  /**
   * Back or Forward landed on the entry of `to`: move there if possible. Returns the step shown
   * afterwards, or null when the dialog closes instead (its entries are then taken off).
   */
  onStep(to: WizardStep): WizardStep | null;
  /** Back went below the wizard's first entry: the dialog closes. */
  onLeave(): void;
}

export interface WizardHistory {
  /** An in-app Back button to `to`: one history entry back, or, on the wizard's first entry, a step in place. */
  back(to: WizardStep): void;
  /** Takes the wizard's entries off the history (the traveller closed the dialog). */
  unwind(): void;
}

export function useWizardHistory({ session, open, step, onStep, onLeave }: WizardHistoryOptions): WizardHistory {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const depth = useRef(0);
  // The step of the entry the history is on (null before the first one is written).
  const shown = useRef<WizardStep | null>(null);
  const latest = useRef({ location, onStep, onLeave });
  latest.current = { location, onStep, onLeave };
  // The history move already answered (the page's own load is not one), by its location object,
  // not its key: React Router renders history moves in a transition, so a step's new entry and a
  // Back that follows it at once can reach React as one render, back on the key it had before.
  // That Back is still a move to answer; the key alone let the dialog stay on the step it left.
  const seen = useRef(location);

  const write = useCallback(
    (to: WizardStep, replace: boolean) => {
      const { pathname, search, hash, state } = latest.current.location;
      const nextDepth = replace ? Math.max(depth.current, 1) : depth.current + 1;
      const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
      navigate(
        { pathname, search, hash },
        { replace, state: { ...base, [WIZARD_STATE_KEY]: { session, step: to, depth: nextDepth } } },
      );
      depth.current = nextDepth;
      shown.current = to;
    },
    [navigate, session],
  );

  const unwind = useCallback(() => {
    const entries = depth.current;
    depth.current = 0;
    shown.current = null;
    if (entries > 0) navigate(-entries);
  }, [navigate]);

  // A step the dialog moved to by itself: forward gets a new entry; the account step, once
  // signed in, and any move backwards (a draft that is over) take the place of the current one.
  useEffect(() => {
    if (!open || shown.current === step) return;
    const from = shown.current;
    const forward = from === null || WIZARD_STEPS.indexOf(step) > WIZARD_STEPS.indexOf(from);
    write(step, from !== null && (!forward || from === 'account'));
  }, [open, step, write]);

  // Back or Forward.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history move (location)
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    if (!open || navigationType !== 'POP' || shown.current === null) return;
    const entry = readWizardEntry(location.state);
    if (!entry || entry.session !== session) {
      depth.current = 0;
      shown.current = null;
      latest.current.onLeave();
      return;
    }
    depth.current = entry.depth;
    if (entry.step === shown.current) return;
    shown.current = entry.step;
    const landed = latest.current.onStep(entry.step);
    if (landed === null) unwind();
    else if (landed !== entry.step) write(landed, true);
  }, [location]);

  const back = useCallback(
    (to: WizardStep) => {
      if (depth.current > 1) navigate(-1);
      else {
        const landed = latest.current.onStep(to);
        if (landed !== null) write(landed, true);
      }
    },
    [navigate, write],
  );

  return { back, unwind };
}
