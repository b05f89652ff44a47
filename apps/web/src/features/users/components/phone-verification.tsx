/**
 * Profile > Notifications: the phone that texts go to (issue 28 §3). Texts go only to a number
 * verified with the 6-digit code sent to it by SMS; a different number can be given, and becomes
 * the account's phone once its code is entered.
 */
import { PhoneVerificationMessages, phoneForDisplay } from '@fasttrack/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { usePhoneStatus, useSendPhoneCode, useVerifyPhone } from '../api/phone-verification';

export function PhoneVerification() {
  const status = usePhoneStatus();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [otherNumber, setOtherNumber] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const numberId = useId();
  const codeId = useId();
  const phone = status.data;
  if (!phone) return null;
  // Stored in E.164; shown as a person writes it (0803 123 4567).
  const number = phone.number ? phoneForDisplay(phone.number) : null;

  const state = phone.textsStopped
    ? PhoneVerificationMessages.stopped
    : phone.verified
      ? `Verified: texts go to ${number}.`
      : number
        ? `${number} is not verified yet, so no texts go to it.`
        : 'No phone number yet.';

  return (
    <section
      aria-labelledby={`${numberId}-title`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-3"
    >
      <h3 id={`${numberId}-title`} className="font-semibold">
        Phone for texts
      </h3>
      <p role="status">{state}</p>
      {phone.verified && !phone.textsStopped ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setNotice(null);
            send.mutate(otherNumber.trim() || undefined, { onSuccess: (message) => setNotice(message) });
          }}
        >
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={numberId}>Number (leave empty for {number ?? 'your profile number'})</label>
            <Input
              id={numberId}
              type="tel"
              autoComplete="tel"
              value={otherNumber}
              onChange={(e) => setOtherNumber(e.target.value)}
              placeholder="0803 123 4567"
            />
          </div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Text me a code'}
          </Button>
        </form>
      )}
      {notice ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate(code.trim(), {
              onSuccess: ({ message }) => {
                setNotice(null);
                setCode('');
                setOtherNumber('');
                setNotice(message);
              },
            });
          }}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId}>Code from the text</label>
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
            Verify
          </Button>
        </form>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
      {verify.isError ? <Alert tone="error">{verify.error.message}</Alert> : null}
    </section>
  );
}
