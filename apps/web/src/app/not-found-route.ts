/**
 * The not-found page, lazily: for an unknown address (router.tsx) and for a console page the
 * signed-in role may not open (staff-route.tsx). One import call, so the entry chunk carries the
 * page's list of dependencies once.
 */
import { lazy } from 'react';

export const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
