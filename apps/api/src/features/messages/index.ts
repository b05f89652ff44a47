/**
 * The messages feature (issue 16): e-mail through the outbox and the `send-message` job,
 * receipts and e-mail preferences; push messages to travellers and officers (issue 28 §4).
 * Other features enqueue messages through these functions, inside the transaction of the change that causes them; the privacy feature erases a deleted
 * account's messaging data with {@link eraseMessagingData}.
 */
export { enqueueBookingConfirmed, enqueueMessage, type MessageRequest } from './enqueue';
export type { MessageKind } from './message-kinds';
export { enqueueOfficerPushes, type OfficerChange } from './officer-pushes';
export { outboxOfBooking } from './outbox.repository';
export { eraseMessagingData } from './preferences';
