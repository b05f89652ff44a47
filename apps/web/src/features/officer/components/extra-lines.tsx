/**
 * "Extras to deliver" on the officer's service card (issue 41 item 4): each add-on line of the
 * booking with its label, quantity, unit and state (contracts `extraLineStatusWords`). Wheelchair
 * assistance stands out, with its icon and a note, as the officer must have it ready. A confirmed
 * line not yet marked offers "Delivered" and "Not delivered" (which asks first: the traveller is
 * refunded for it); a line waiting for the dispatcher or declined has nothing to mark.
 *
 * Offline, a mark waits on the device as "Waiting for connection" and is sent with its client id
 * when the connection returns (../api/extra-delivery.ts), like the milestone taps; a mark the
 * server refuses then is shown with its reason until dismissed. Buttons are 48 px tall (360 px phone).
 */
import {
  type ExtraLine,
  extraLineStatusWords,
  lineQuantityWords,
  priceLineLabel,
  WAITING_FOR_CONNECTION,
} from '@fasttrack/contracts';
import { Accessibility, CloudOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatWatTime } from '../../../lib/wat';
import { useAuth } from '../../auth/index';
import {
  extraDeliveries,
  type QueuedDelivery,
  unsent,
  useExtraDeliveryReplay,
  useRecordExtraDelivery,
} from '../api/extra-delivery';

/** The add-on code of wheelchair assistance in every airport's catalogue. */
const WHEELCHAIR = 'wheelchair';
/** The officer's note on a wheelchair line. */
export const WHEELCHAIR_NOTE = 'Wheelchair needed: have it ready at the meeting point.';
/** What "Not delivered" asks before it is recorded. */
export const NOT_DELIVERED_QUESTION = 'The traveller will be refunded for this line. Record it as not delivered?';

/** A mark as the officer reads it. */
const markWords = (m: Pick<QueuedDelivery, 'delivered'>) => (m.delivered ? 'Delivered' : 'Not delivered');

/** "2, per block of 3 bags". */
function ExtraLineItem({ bookingId, line, waiting }: { bookingId: string; line: ExtraLine; waiting?: QueuedDelivery }) {
  const { user } = useAuth();
  const record = useRecordExtraDelivery();
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  const mark = (delivered: boolean) => {
    const entry: QueuedDelivery = {
      clientId: crypto.randomUUID(),
      bookingId,
      userId: user?.id ?? '',
      tappedAt: new Date().toISOString(),
      lineIndex: line.lineIndex,
      delivered,
    };
    // Offline the mark waits on the device; the mutation keeps one the network lost on the way.
    if (navigator.onLine || !user) record.mutate(entry, { onSettled: () => setAsking(false) });
    else void extraDeliveries.queue(entry).then(() => setAsking(false));
  };
  const wheelchair = line.addOnCode === WHEELCHAIR;
  const canMark = line.confirmation === 'confirmed' && line.delivery === 'pending' && !waiting;
  return (
    <li
      className={
        wheelchair
          ? 'flex flex-col gap-2 rounded-lg border-2 border-brand-700 bg-brand-50 p-3'
          : 'flex flex-col gap-2 rounded-lg border border-slate-200 p-3'
      }
    >
      {wheelchair ? (
        <p className="flex items-center gap-2 text-base font-bold text-brand-900">
          <Accessibility aria-hidden="true" className="h-6 w-6 shrink-0" />
          <span className="min-w-0 break-words">{WHEELCHAIR_NOTE}</span>
        </p>
      ) : null}
      <div className="min-w-0">
        <p className="text-base font-semibold break-words text-slate-900">
          {priceLineLabel({ label: line.label, packageName: line.packageName ?? undefined })}
        </p>
        <p className="text-sm text-slate-700">{lineQuantityWords(line)}</p>
      </div>
      {waiting ? (
        <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
          <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {markWords(waiting)}: {WAITING_FOR_CONNECTION}
        </p>
      ) : (
        <p className="text-sm font-medium text-slate-900">{extraLineStatusWords(line)}</p>
      )}
      {canMark && !asking ? (
        <div className="flex flex-wrap gap-2">
          <Button className="min-h-12 flex-1 whitespace-nowrap" disabled={record.isPending} onClick={() => mark(true)}>
            Delivered
          </Button>
          <Button
            variant="outline"
            className="min-h-12 flex-1 whitespace-nowrap"
            disabled={record.isPending}
            onClick={() => setAsking(true)}
          >
            Not delivered
          </Button>
        </div>
      ) : null}
      {canMark && asking ? (
        <div
          role="alertdialog"
          aria-describedby={questionId}
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
        >
          <p id={questionId} className="text-sm font-medium text-slate-900">
            {NOT_DELIVERED_QUESTION}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={yes} className="min-h-12" disabled={record.isPending} onClick={() => mark(false)}>
              Yes, not delivered
            </Button>
            <Button variant="outline" className="min-h-12" onClick={() => setAsking(false)}>
              Go back
            </Button>
          </div>
        </div>
      ) : null}
      {record.isError && !unsent(record.error) ? <Alert tone="error">{record.error.message}</Alert> : null}
    </li>
  );
}

/** Nothing when the booking has no add-on line and no refused mark. */
export function ExtraLines({ bookingId, lines }: { bookingId: string; lines: readonly ExtraLine[] }) {
  const { user } = useAuth();
  useExtraDeliveryReplay(user?.id);
  const marks = extraDeliveries.useEntries();
  const headingId = useId();
  const refused = marks.refused.filter((m) => m.bookingId === bookingId);
  if (lines.length === 0 && refused.length === 0) return null;
  const labelOf = (lineIndex: number) => lines.find((l) => l.lineIndex === lineIndex)?.label ?? 'An extra';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-base font-bold text-slate-900">
        Extras to deliver
      </h4>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <ExtraLineItem
            key={line.lineIndex}
            bookingId={bookingId}
            line={line}
            waiting={marks.waiting.findLast((m) => m.bookingId === bookingId && m.lineIndex === line.lineIndex)}
          />
        ))}
      </ul>
      {refused.map((m) => (
        <Alert key={m.clientId} tone="error">
          <p>
            {labelOf(m.lineIndex)}: {markWords(m)} (tapped {formatWatTime(m.tappedAt)}) was not recorded: {m.message}
          </p>
          <Button variant="link" onClick={() => void extraDeliveries.dismiss(m.clientId)}>
            Dismiss
          </Button>
        </Alert>
      ))}
    </section>
  );
}
