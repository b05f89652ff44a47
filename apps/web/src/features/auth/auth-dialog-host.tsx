/**
 * Provides the auth dialog (spec §2 Auth dialog). The dialog's code loads on first open, so it
 * costs nothing on the landing page until a visitor asks for it.
 */
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { AuthDialogContext, type OpenAuthDialogOptions } from './auth-dialog-context';

const AuthDialog = lazy(() => import('./components/auth-dialog').then((m) => ({ default: m.AuthDialog })));

export function AuthDialogHost({ children }: { children: ReactNode }) {
  // `session` counts openings: each one starts the dialog afresh on the requested view.
  const [state, setState] = useState<{ open: boolean; session: number; options: OpenAuthDialogOptions }>({
    open: false,
    session: 0,
    options: {},
  });
  const openAuthDialog = useCallback((options: OpenAuthDialogOptions = {}) => {
    setState((s) => ({ open: true, session: s.session + 1, options }));
  }, []);
  const onOpenChange = useCallback((open: boolean) => setState((s) => ({ ...s, open })), []);
  const value = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {state.session > 0 ? (
        <Suspense fallback={null}>
          <AuthDialog key={state.session} open={state.open} options={state.options} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
