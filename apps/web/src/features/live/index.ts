/**
 * What the live service offers other features: unread message counts, the meeting-code unlock,
 * the service controls and ratings, and the live event stream hook (issue 17).
 * Other features import this feature only through this file (npm run lint).
 */
export { unlockMeetingCode, unreadQuery } from './api/live-api';
export { RatingsPanel } from './components/ratings-panel';
export { ServiceControls } from './components/service-controls';
export { type LiveStreamEvent, useLiveStream } from './use-live-stream';
