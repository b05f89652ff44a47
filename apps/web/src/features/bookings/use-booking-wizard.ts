/**
 * The booking dialog's step machine joined to the browser history (issue 37, ADR 307): Back and
 * Forward ask the reducer to move (`GO_TO`), Done is left rather than gone back from, and the
 * in-app Back buttons are the same move ({@link useWizardHistory}).
 */
import { type Dispatch, useCallback, useRef } from 'react';
import { type BookingFlowEvent, type BookingFlowState, bookingFlow, type WizardStep, wizardStep } from './booking-flow';
import { wizardSession } from './wizard-entry';
import { useWizardHistory, type WizardHistory } from './wizard-history';

export interface BookingWizardOptions {
  /** Which opening of the dialog this is, in this page load. */
  opening: number;
  open: boolean;
  state: BookingFlowState;
  signedIn: boolean;
  dispatch: Dispatch<BookingFlowEvent>;
  /** Closes the dialog (Back from the first step, or from Done). */
  close(): void;
}

export function useBookingWizard({
  opening,
  open,
  state,
  signedIn,
  dispatch,
  close,
}: BookingWizardOptions): WizardHistory {
  const latest = useRef({ state, signedIn });
  latest.current = { state, signedIn };
  const onStep = useCallback(
    (to: WizardStep): WizardStep | null => {
      const { state: now, signedIn: known } = latest.current;
      if (now.step === 'success') {
        close();
        return null;
      }
      dispatch({ type: 'GO_TO', to, signedIn: known });
      return wizardStep(bookingFlow(now, { type: 'GO_TO', to, signedIn: known }));
    },
    [close, dispatch],
  );
  return useWizardHistory({ session: wizardSession(opening), open, step: wizardStep(state), onStep, onLeave: close });
}
