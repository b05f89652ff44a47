/**
 * "Get your officer's details by text" (issue 36 item 6): the offer to verify a phone where a
 * traveller first needs texts, right after registration and on the booking's confirmation step,
 * so a first booking is texted too. Self-contained: it shows only to a signed-in traveller (the
 * phone status answers) whose phone is not verified yet while texts can be sent, and once
 * verified says so. Verifying texts what is still ahead (the server sends the confirmation of
 * each paid booking and the officer card when due). `onEngaged` tells a page that moves on by
 * itself to wait.
 */
import { PhoneVerificationMessages, phoneForDisplay, TextOfferMessages } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useAppConfig } from '../../config/index';
import { phoneStatusQuery } from '../api/phone-verification';
import { PhoneCodeForm } from './phone-code-form';

export interface TextMeACodeProps {
  /** The number to offer, as a person writes it; default the account's. */
  suggestedNumber?: string | null | undefined;
  /** The traveller started using the offer: a page that moves on by itself should wait. */
  onEngaged?: (() => void) | undefined;
}

export function TextMeACode({ suggestedNumber, onEngaged }: TextMeACodeProps) {
  const config = useAppConfig();
  // Signed out, the query answers 401 and the offer stays hidden.
  const status = useQuery({ ...phoneStatusQuery(), retry: false });
  const [verified, setVerified] = useState<string | null>(null);
  const titleId = useId();

  if (verified) return <Alert tone="success">{verified}</Alert>;
  const phone = status.data;
  if (!config.data?.texts || !phone || (phone.verified && !phone.textsStopped)) return null;
  const offered = suggestedNumber ?? (phone.number ? phoneForDisplay(phone.number) : '');

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {TextOfferMessages.title}
      </h3>
      <p className="text-sm text-slate-800">
        {phone.textsStopped ? PhoneVerificationMessages.stopped : TextOfferMessages.body}
      </p>
      <PhoneCodeForm
        numberLabel={TextOfferMessages.numberLabel}
        initialNumber={offered}
        onEngaged={onEngaged}
        onVerified={(now) =>
          setVerified(TextOfferMessages.verified(now.number ? phoneForDisplay(now.number) : offered))
        }
      />
    </section>
  );
}
