/**
 * Profile > Notifications: the phone that texts go to (issue 28 §3). Texts go only to a number
 * verified with the 6-digit code sent to it by SMS; a different number can be given, and becomes
 * the account's phone once its code is entered. The form is the one the offer after booking uses
 * (phone-code-form.tsx).
 */
import { PhoneVerificationMessages, phoneForDisplay } from '@fasttrack/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { usePhoneStatus } from '../api/phone-verification';
import { PhoneCodeForm } from './phone-code-form';

export function PhoneVerification() {
  const status = usePhoneStatus();
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
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
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <h3 id={titleId} className="font-semibold">
        Phone for texts
      </h3>
      <p role="status">{state}</p>
      {phone.verified && !phone.textsStopped ? null : (
        <PhoneCodeForm
          numberLabel={`Number (leave empty for ${number ?? 'your profile number'})`}
          initialNumber=""
          onVerified={(_, message) => setNotice(message)}
        />
      )}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
    </section>
  );
}
