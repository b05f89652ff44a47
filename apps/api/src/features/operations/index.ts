/**
 * What the operations feature offers other features: capacity (who is free for a service
 * window) and the lock that serialises capacity decisions.
 */
export { type CapacityWindow, freeOfficerIds, liveBooking, lockCapacity } from './capacity';
