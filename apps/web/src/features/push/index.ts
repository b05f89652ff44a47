/**
 * What the push feature (issue 28 §4) offers other features: the per-device "Allow
 * notifications on this device" control, loaded on first use.
 */
export { AllowNotifications } from './lazy-allow-notifications';
