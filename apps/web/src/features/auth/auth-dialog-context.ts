/**
 * The auth dialog's context (spec §2 Auth dialog): `useAuthDialog().openAuthDialog(options)` opens
 * it from anywhere, the top bar's Sign In or the booking flow. The provider and the dialog live
 * in auth-dialog-host.tsx.
 */
import { createContext, useContext } from 'react';
import type { ReturnIntent } from './redirects';

export type AuthDialogView = 'login' | 'register';

export interface OpenAuthDialogOptions extends ReturnIntent {
  view?: AuthDialogView;
}

export interface AuthDialogContextValue {
  openAuthDialog(options?: OpenAuthDialogOptions): void;
}

/** Provided by `<AuthDialogHost>` (auth-dialog-host.tsx). */
export const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

/** @throws Error outside `<AuthDialogHost>`. */
export function useAuthDialog(): AuthDialogContextValue {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used within an AuthDialogHost');
  return value;
}
