/** What an opening of the auth dialog asks for (spec §2 Auth dialog): the view and where to return. */
import type { ReturnIntent } from './redirects';

export type AuthDialogView = 'login' | 'register';

export interface OpenAuthDialogOptions extends ReturnIntent {
  view?: AuthDialogView;
}
