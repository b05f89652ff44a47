/**
 * What the live service offers other features: the meeting-code unlock,
 * the chat panel (the dispatcher reads a service's chat from the board, issue 36 item 3),
 * the service controls and ratings, the live event stream hook (issue 17), officers' photos, and the replay of
 * milestone taps made offline (issue 28 item 5).
 * Other features import this feature only through this file (npm run lint).
 */
export { unlockMeetingCode } from './api/live-api';
export { useStaffPhoto } from './api/use-staff-photo';
export { ChatPanel } from './components/chat-panel';
export { RatingsPanel } from './components/ratings-panel';
export { ServiceControls } from './components/service-controls';
export { createTapQueue, type QueuedEntry } from './milestone-queue';
export { type LiveStreamEvent, useLiveStream } from './use-live-stream';
export { useTapReplay } from './use-tap-replay';
