/**
 * The two steps of verifying a phone for texts (issue 28 §3): a number and "Text me a code", then
 * the 6-digit code from the text and "Verify". One form for Profile → Notifications and for the
 * offer after registration and on the confirmation step (issue 36 item 6), so both ask alike.
 */
import { type PhoneStatus, TextOfferMessages } from '@fasttrack/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';

export interface PhoneCodeFormProps {
  numberLabel: string;
  /** The number the field starts with (as a person writes it); empty: the account's is used. */
  initialNumber: string;
  /** The person started using the form. */
  onEngaged?: (() => void) | undefined;
  /** The code matched: the phone's status now and the server's sentence. */
  onVerified(status: PhoneStatus, message: string): void;
}

export function PhoneCodeForm({ numberLabel, initialNumber, onEngaged, onVerified }: PhoneCodeFormProps) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [number, setNumber] = useState(initialNumber);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const numberId = useId();
  const codeId = useId();
  return (
    <div className="flex flex-col gap-3" onFocusCapture={onEngaged}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onEngaged?.();
          setSent(null);
          send.mutate(number.trim() || undefined, { onSuccess: (message) => setSent(message) });
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={numberId} className="text-sm font-medium text-slate-800">
            {numberLabel}
          </label>
          <Input
            id={numberId}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={number}
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
              onSuccess: ({ status, message }) => {
                setCode('');
                setSent(null);
                onVerified(status, message);
              },
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
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      {verify.isError ? <Alert tone="error">{verify.error.message}</Alert> : null}
    </div>
  );
}
