/**
 * "Allow notifications on this device" (issue 28 §4): shows whether this browser takes push
 * messages from the product (on, off, blocked by the browser, or not possible here), turns them on
 * (the browser's permission prompt, a subscription with the VAPID key, sent to the server) and off
 * (unsubscribe and DELETE). Per device: each phone or browser is allowed on its own. A browser
 * that turns out to have no push service when asked says so and loses the switch, rather than
 * offering a retry that cannot work (issue 37, Staff pages). Offline the
 * switch waits for the network (issue 36 item 4).
 */
import { PUSH_CONTROL_TEXT } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useId } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { pushStateQuery, useSwitchPush } from '../api/device-push';
import type { PushState } from '../push-device';

const STATE_TEXT: Record<PushState, string> = {
  on: PUSH_CONTROL_TEXT.on,
  off: PUSH_CONTROL_TEXT.off,
  blocked: PUSH_CONTROL_TEXT.blocked,
  unsupported: PUSH_CONTROL_TEXT.unsupported,
};

export function AllowNotifications({ className }: { className?: string }) {
  const labelId = useId();
  const state = useQuery(pushStateQuery());
  const change = useSwitchPush();
  if (!state.data) return null;
  const current = state.data;
  const canChange = current === 'on' || current === 'off';
  return (
    <section aria-labelledby={labelId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3">
        <div className="flex items-start gap-2">
          {current === 'on' ? (
            <Bell aria-hidden="true" className="mt-0.5 h-4 w-4 text-brand-700" />
          ) : (
            <BellOff aria-hidden="true" className="mt-0.5 h-4 w-4 text-slate-500" />
          )}
          <div>
            <p id={labelId} className="text-sm font-semibold text-slate-900">
              {PUSH_CONTROL_TEXT.label}
            </p>
            <p className="text-sm text-slate-700">{STATE_TEXT[current]}</p>
          </div>
        </div>
        <NeedsNetwork>
          {canChange && (
            <Button
              variant={current === 'on' ? 'outline' : 'primary'}
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate(current === 'off')}
            >
              {current === 'on' ? PUSH_CONTROL_TEXT.turnOff : PUSH_CONTROL_TEXT.turnOn}
            </Button>
          )}
        </NeedsNetwork>
      </div>
      {change.isError && <Alert className="mt-2">{PUSH_CONTROL_TEXT.failed}</Alert>}
    </section>
  );
}
