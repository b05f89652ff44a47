/**
 * The one way to hold back actions that need the network (issue 36 item 4; ADR 325): receipt
 * download, cancel, payment, chat send, the notifications switch, new booking. Offline, every
 * button and field inside is disabled (a disabled `<fieldset>`: the browser itself refuses focus
 * and clicks, whatever component drew the control) and one line says "Available when you're back
 * online", which the group names as its description. Online it is invisible: the fieldset takes
 * no box of its own (`display: contents`), so the controls sit in their parent's layout.
 */
import { NEEDS_NETWORK_TEXT } from '@fasttrack/contracts';
import { WifiOff } from 'lucide-react';
import { Children, type ReactNode, useId } from 'react';
import { useOnline } from '../lib/use-online';

export function NeedsNetwork({ children }: { children: ReactNode }) {
  const online = useOnline();
  const hintId = useId();
  // Nothing to hold back (each action shows only when it applies): no line either.
  if (Children.toArray(children).length === 0) return null;
  return (
    <fieldset disabled={!online} aria-describedby={online ? undefined : hintId} className="contents">
      {children}
      {online ? null : (
        <span id={hintId} className="flex basis-full items-center gap-1 text-sm text-slate-700">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {NEEDS_NETWORK_TEXT}
        </span>
      )}
    </fieldset>
  );
}
