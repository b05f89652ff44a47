/**
 * Signs the user out after the chosen session timeout of inactivity (Profile > Privacy &
 * Security). Mounted while someone is signed in. Pointer, key, scroll and touch events count as
 * activity (written at most every few seconds, shared across tabs through localStorage). The
 * clock is checked every 15 s and whenever the tab becomes visible again (background tabs run
 * timers late).
 *
 * `resumed`: the session came back from storage when the app loaded (not a fresh sign-in); then
 * activity older than the timeout, from before the page was closed, signs the user out at once.
 *
 * Either way the user lands on `/`, which says why (issue 19 §10, {@link rememberTimeoutSignOut}).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAuth } from '../auth/index';
import {
  clearLastActivity,
  getSessionTimeoutMinutes,
  readLastActivity,
  recordActivity,
  SESSION_TIMEOUT_LABELS,
} from './session-timeout';
import { rememberTimeoutSignOut } from './timeout-sign-out';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const CHECK_EVERY_MS = 15_000;
const WRITE_AT_MOST_EVERY_MS = 5_000;

export function SessionTimeoutWatcher({ resumed = false }: { resumed?: boolean }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const actions = useRef({ logout, navigate });
  actions.current = { logout, navigate };

  useEffect(() => {
    const timeoutMs = () => getSessionTimeoutMinutes() * 60_000;
    let ended = false;
    const signOut = () => {
      if (ended) return;
      ended = true;
      clearLastActivity();
      rememberTimeoutSignOut(SESSION_TIMEOUT_LABELS[getSessionTimeoutMinutes()]);
      void actions.current.logout().then(() => actions.current.navigate(paths.home, { replace: true }));
    };
    const idleTooLong = (last: number | null) => last !== null && Date.now() - last >= timeoutMs();

    if (resumed && idleTooLong(readLastActivity())) {
      signOut();
      return;
    }
    let written = Date.now();
    recordActivity(written);

    const onActivity = () => {
      const now = Date.now();
      if (now - written < WRITE_AT_MOST_EVERY_MS) return;
      written = now;
      recordActivity(now);
    };
    // Another tab's activity counts too; without storage, this tab's own clock decides.
    const check = () => {
      if (idleTooLong(Math.max(readLastActivity() ?? 0, written))) signOut();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      if (!ended) clearLastActivity();
    };
  }, [resumed]);

  return null;
}
