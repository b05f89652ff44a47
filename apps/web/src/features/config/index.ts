/**
 * What the config feature offers other features: the app configuration query and the
 * demo-timetable note shown wherever flight times appear.
 * Other features import this feature only through this file (npm run lint).
 */
export { useAppConfig } from './api/get-app-config';
export { DemoTimetableNote } from './demo-timetable-note';
