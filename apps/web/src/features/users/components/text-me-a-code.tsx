/**
 * "Get your officer's details by text" (issue 36 item 6): the offer to verify a phone where a
 * traveller first needs texts, right after registration and on the booking's confirmation step,
 * so a first booking is texted too. Self-contained: it shows only to a signed-in traveller (the
 * phone status answers) whose phone is not verified yet while texts can be sent, and disappears once verified, saying so.
 * Verifying texts what is still ahead (the server sends the confirmation of each paid booking and
 * the officer card when due). `onEngaged` tells a page that moves on by itself to wait.
 */
import { PhoneVerificationMessages, phoneForDisplay, TextOfferMessages } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useAppConfig } from '../../config/index';
import { phoneStatusQuery, useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';

export interface TextMeACodeProps {
  /** The number to offer, as a person writes it (e.g. the booking's contact phone); default the account's. */
  suggestedNumber?: string | null | undefined;
  /** The traveller started using the offer: a page that moves on by itself should wait. */
  onEngaged?: (() => void) | undefined;
}

export function TextMeACode({ suggestedNumber, onEngaged }: TextMeACodeProps) {
  const config = useAppConfig();
  // Signed out, the query answers 401 and the offer stays hidden.
  const status = useQuery({ ...phoneStatusQuery(), retry: false });
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [number, setNumber] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const titleId = useId();
  const numberId = useId();
  const codeId = useId();

  if (verified) return <Alert tone="success">{verified}</Alert>;
  const phone = status.data;
  if (!config.data?.texts || !phone || (phone.verified && !phone.textsStopped)) return null;
  const shown = number ?? suggestedNumber ?? (phone.number ? phoneForDisplay(phone.number) : '');

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4"
      onFocusCapture={onEngaged}
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {TextOfferMessages.title}
      </h3>
      <p className="text-sm text-slate-800">
        {phone.textsStopped ? PhoneVerificationMessages.stopped : TextOfferMessages.body}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onEngaged?.();
          setSent(null);
          send.mutate(shown.trim() || undefined, { onSuccess: (message) => setSent(message) });
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={numberId} className="text-sm font-medium text-slate-800">
            {TextOfferMessages.numberLabel}
          </label>
          <Input
            id={numberId}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={shown}
            onChange={(e) => setNumber(e.target.value)}
            placeholder="0803 123 4567"
          />
        </div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? TextOfferMessages.sending : TextOfferMessages.send}
        </Button>
      </form>
      {sent ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate(code.trim(), {
              onSuccess: ({ status: now }) =>
                setVerified(TextOfferMessages.verified(now.number ? phoneForDisplay(now.number) : shown)),
            });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="text-sm font-medium text-slate-800">
              {TextOfferMessages.codeLabel}
            </label>
            <Input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={verify.isPending}>
            {TextOfferMessages.verify}
          </Button>
        </form>
      ) : null}
      {sent ? (
        <p role="status" className="text-sm text-slate-800">
          {sent}
        </p>
      ) : null}
      {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      {verify.isError ? <Alert tone="error">{verify.error.message}</Alert> : null}
    </section>
  );
}
