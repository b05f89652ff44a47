/**
 * The officer's steps tapped and meeting codes entered with no network (issue 28 item 5, issue
 * 36 item 4): each waiting one says "Waiting for connection"; each the server refused when it
 * was sent says so with the server's reason, until the officer dismisses it.
 */
import { MILESTONE_LABELS, WAITING_FOR_CONNECTION } from '@fasttrack/contracts';
import { CloudOff } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatWatTime } from '../../../lib/wat';
import type { QueuedTap, RefusedTap } from '../milestone-queue';

/** What the officer did: the step, or the code they entered. */
const what = (t: QueuedTap) => (t.code === undefined ? MILESTONE_LABELS[t.milestone] : `Meeting code ${t.code}`);

export function QueuedSteps({
  waiting,
  refused,
  onDismiss,
}: {
  waiting: readonly QueuedTap[];
  refused: readonly RefusedTap[];
  onDismiss: (clientId: string) => void;
}) {
  return (
    <>
      {waiting.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Steps waiting for connection">
          {waiting.map((t) => (
            <li key={t.clientId} className="flex items-center gap-2 font-medium text-amber-900">
              <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
              {what(t)}: {WAITING_FOR_CONNECTION}
            </li>
          ))}
        </ul>
      ) : null}
      {refused.map((t) => (
        <Alert key={t.clientId} tone="error">
          <p>
            {what(t)} ({t.code === undefined ? 'tapped' : 'entered'} {formatWatTime(t.tappedAt)}) was not{' '}
            {t.code === undefined ? 'recorded' : 'accepted'}: {t.message}
          </p>
          <Button variant="link" onClick={() => onDismiss(t.clientId)}>
            Dismiss
          </Button>
        </Alert>
      ))}
    </>
  );
}
