/**
 * This device's push state (issue 28 §4) and the switch that changes it: on asks the browser's
 * permission, subscribes with the VAPID key and sends the subscription to the server; off
 * unsubscribes and deletes it there. The switch's answer is the device's state from then on.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type PushState, pushImpossible, readPushState, subscribeDevice, unsubscribeDevice } from '../push-device';
import { deletePushSubscription, getPushKey, savePushSubscription } from './push-api';

export const pushStateKey = ['push', 'device'] as const;

export const pushStateQuery = () =>
  queryOptions({ queryKey: pushStateKey, queryFn: readPushState, staleTime: Number.POSITIVE_INFINITY });

async function turnOn(): Promise<PushState> {
  const key = await getPushKey();
  const subscription = await subscribeDevice(key).catch((err: unknown) => {
    if (pushImpossible(err)) return 'unsupported' as const;
    throw err;
  });
  if (subscription === 'blocked' || subscription === 'unsupported') return subscription;
  await savePushSubscription(subscription);
  return 'on';
}

async function turnOff(): Promise<PushState> {
  const endpoint = await unsubscribeDevice();
  if (endpoint) await deletePushSubscription(endpoint);
  return 'off';
}

/** `mutate(true)` turns push on on this device, `mutate(false)` off. */
export function useSwitchPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (next) => queryClient.setQueryData(pushStateKey, next),
  });
}
