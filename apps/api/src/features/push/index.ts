/**
 * The push feature (issue 28 §4): the devices that allowed notifications, and sending a push
 * message to a person's devices. The messages feature composes each push and calls
 * {@link pushToUser} from its push channel. The privacy feature forgets a deleted account's
 * devices with {@link deleteSubscriptionsOf}.
 */

export { deleteSubscriptionsOf } from './push.repository';
export { type PushDeps, type PushOutcome, pushToUser } from './push-delivery';
