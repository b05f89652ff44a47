/**
 * The messages feature (issue 16): e-mail through the outbox and the `send-message` job,
 * receipts and e-mail preferences; push messages to travellers and officers (issue 28 §4). Other features enqueue messages through these functions,
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
