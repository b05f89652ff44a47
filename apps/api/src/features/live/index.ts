/** What the live feature offers the app: its routes (issue 17). */
export { liveRoutes } from './live.routes';
