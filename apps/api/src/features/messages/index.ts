/**
 * The messages feature (issue 16): e-mail through the outbox and the `send-message` job,
 * receipts and e-mail preferences. Other features enqueue messages through these functions,
 * inside the transaction of the change that causes them.
 */
export {
  enqueueBookingConfirmed,
  enqueueMessage,
  enqueueOfficerPushes,
  type MessageRequest,
  type OfficerChange,
} from './enqueue';
export type { MessageKind } from './message-kinds';
export { outboxOfBooking } from './messages.repository';
