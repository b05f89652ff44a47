/**
 * The masked chat of a booking (issue 17 §5), for the traveller, the officer and the dispatcher
 * (who reads any chat and writes as "FastTrack support", issue 36 item 3): messages oldest
 * first, live through the page's stream, and a box to write 1 to 1,000 characters.
 * Phone numbers and e-mail addresses come back from the server already replaced; while the box
 * holds what looks like one, a note under it says so before sending (issue 26 item 5). A screen
 * can hold the box back with a reason (`closedReason`: the traveller's page until their officer
 * is shown, issue 37): it is disabled, and the reason says why and what to do meanwhile. Offline
 * the box and Send wait for the network, and a chat not loaded says when it will be (issue 36
 * item 4).
 */
import { CHAT_CONTACT_WARNING, CHAT_MAX_LENGTH, mayHoldContactDetails, NEEDS_NETWORK_TEXT } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { NeedsNetwork } from '../../../components/needs-network';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { useOnline } from '../../../lib/use-online';
import { formatLocalTime } from '../../../lib/wat';
import { useSendChatMessage } from '../api/chat-and-rating';
import { chatQuery } from '../api/live-api';

export interface ChatPanelProps {
  bookingId: string;
  title?: string;
  /** The label of the box: says who the message will be from, when that is not the reader. */
  composeLabel?: string;
  /** Why nobody can write yet, though the chat may be open; null when nothing holds it back. */
  closedReason?: string | null | undefined;
  /** The zone of the booking's airport, whose clock the messages' times are read on. */
  timeZone: string;
}

export function ChatPanel({
  bookingId,
  title = 'Chat',
  composeLabel = 'Message',
  closedReason = null,
  timeZone,
}: ChatPanelProps) {
  const chat = useQuery(chatQuery(bookingId));
  const online = useOnline();
  const [text, setText] = useState('');
  const inputId = useId();
  const headingId = useId();
  const warningId = useId();
  const reasonId = useId();
  const warn = mayHoldContactDetails(text);
  const send = useSendChatMessage(bookingId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const open = chat.data?.open ?? false;
  const held = closedReason !== null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <ul aria-live="polite" aria-label="Messages" className="flex max-h-80 flex-col gap-2 overflow-y-auto">
        {chat.data?.messages.length === 0 ? <li className="text-sm text-slate-700">No messages yet.</li> : null}
        {chat.data?.messages.map((m) => (
          <li
            key={m.id}
            className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${m.mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100 text-slate-900'}`}
          >
            <p className="font-semibold">{m.mine ? 'You' : m.senderName}</p>
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            <p className="text-xs">{formatLocalTime(m.createdAt, timeZone)}</p>
          </li>
        ))}
      </ul>
      {open || held ? (
        // Offline the box and Send wait for the network (issue 36 item 4).
        <NeedsNetwork>
          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {composeLabel}
            </label>
            <Textarea
              id={inputId}
              value={text}
              maxLength={CHAT_MAX_LENGTH}
              rows={2}
              disabled={held}
              aria-describedby={held ? reasonId : warn ? warningId : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {held ? (
              <p id={reasonId} className="text-sm text-slate-700">
                {closedReason}
              </p>
            ) : null}
            {warn ? (
              <p id={warningId} className="text-sm text-amber-800">
                {CHAT_CONTACT_WARNING}
              </p>
            ) : null}
            {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
            <Button type="submit" size="sm" disabled={held || send.isPending || !text.trim()} className="self-end">
              <Send aria-hidden="true" className="h-4 w-4" />
              Send
            </Button>
          </form>
        </NeedsNetwork>
      ) : chat.data ? (
        <p className="text-sm text-slate-700">
          The chat opens when an officer is assigned and closes 2 hours after the service.
        </p>
      ) : online ? null : (
        <p className="text-sm text-slate-700">{NEEDS_NETWORK_TEXT}</p>
      )}
    </section>
  );
}
