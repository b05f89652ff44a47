/** What the staff feature offers other features: the staff role check. */
export { staffOnly } from './staff-access';
