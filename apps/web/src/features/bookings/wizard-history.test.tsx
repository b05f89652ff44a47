/**
 * The wizard's history hook answers every Back, also one that React renders together with the
 * entry the step had just written (issue 37): `BrowserRouter` renders history moves in a
 * transition, so the render can arrive back on the location key it had before.
 */
import { render } from '@testing-library/react';
import { type Location, NavigationType, type Navigator, Router } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WIZARD_STATE_KEY, type WizardStep } from './wizard-entry';
import { useWizardHistory } from './wizard-history';

const navigator: Navigator = { createHref: () => '', go: vi.fn(), push: vi.fn(), replace: vi.fn() };

function Wizard({ step, onStep }: { step: WizardStep; onStep: (to: WizardStep) => WizardStep | null }) {
  useWizardHistory({ session: 's1', open: true, step, onStep, onLeave: () => {} });
  return null;
}

function at(location: Location, type: NavigationType, step: WizardStep, onStep: (to: WizardStep) => WizardStep | null) {
  return (
    <Router location={location} navigationType={type} navigator={navigator}>
      <Wizard step={step} onStep={onStep} />
    </Router>
  );
}

describe('the wizard in the browser history', () => {
  it('moves back to the details step when the payment entry and the Back reach React as one render', () => {
    const onStep = vi.fn((to: WizardStep) => to);
    const details: Location = {
      pathname: '/dashboard',
      search: '',
      hash: '',
      key: 'details-entry',
      state: { [WIZARD_STATE_KEY]: { session: 's1', step: 'details', depth: 2 } },
    };
    const view = render(at(details, NavigationType.Pop, 'details', onStep));
    // The payment step writes its entry; the router has not rendered it yet when Back comes.
    view.rerender(at(details, NavigationType.Pop, 'payment', onStep));
    expect(navigator.push).toHaveBeenCalled();
    // Back lands on the details entry again: the same key, and its state read afresh from the
    // browser's history (a new object, as `history.state` is after an entry is activated).
    view.rerender(at({ ...details, state: structuredClone(details.state) }, NavigationType.Pop, 'payment', onStep));
    expect(onStep).toHaveBeenCalledWith('details');
  });
});
