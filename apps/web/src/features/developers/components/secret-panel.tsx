/**
 * A secret shown once (issue 40 items 1, 4): a new API key or a `whsec_…` signing secret, in a
 * read-only field that can be selected, with Copy and the API's warning that it will not be shown
 * again. The focus moves to the panel when it appears, so a keyboard or screen reader user lands
 * on it; closing it drops the secret (the caller holds it only in the panel's state).
 */
import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { DevelopersCopy as copy } from '../copy';

export function SecretPanel({
  title,
  warning,
  secret,
  children,
  onClose,
}: {
  title: string;
  /** PartnerMessages.keyCreated, endpointCreated or secretRotated. */
  warning: string;
  secret: string;
  /** More facts under the secret (e.g. when the old secret stops signing). */
  children?: ReactNode;
  onClose: () => void;
}) {
  const headingId = useId();
  const fieldId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => heading.current?.focus(), []);

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, or refused): the field stays there to select by hand.
      setCopied('failed');
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3 border-amber-300 p-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
        {title}
      </h3>
      <Alert tone="warning">{warning}</Alert>
      <label htmlFor={fieldId} className="sr-only">
        {title}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          readOnly
          value={secret}
          className="font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copySecret()} className="shrink-0">
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {copy.copy}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes' ? copy.copied : copied === 'failed' ? copy.copyFailed : ''}
      </p>
      {children}
      <Button className="self-start" onClick={onClose}>
        {copy.done}
      </Button>
    </Card>
  );
}
