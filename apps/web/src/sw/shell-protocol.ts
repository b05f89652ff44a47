/**
 * The messages the page and the worker exchange about the offline shell (issue 42 item 2;
 * ADR 326). The page sends `{ type }`; with a `MessagePort` transferred alongside, the worker
 * answers on it with {@link ShellAnswer} once the request is settled.
 * - {@link PRECACHE_SHELL}: keep the shell now (the visitor signed in, booked, or came back).
 * - {@link SHELL_STATUS}: whether the whole shell is kept (after any precache in flight ends);
 *   starts nothing.
 */
export const PRECACHE_SHELL = 'precache-shell';
export const SHELL_STATUS = 'offline-shell-status';

export interface ShellAnswer {
  /** True when every file of this version's shell is on the device. */
  kept: boolean;
}
