/**
 * A phone number on the staff pages (issue 37, Staff pages): shown as people read it (contracts
 * `phoneForDisplay`: "0803 123 4567" for a Nigerian number, "+44 20 7946 0958" otherwise) and
 * dialable as a `tel:` link. Numbers are stored in E.164; an older, unparsable one shows as stored.
 */
import { phoneForDisplay } from '@fasttrack/contracts';
import { Phone } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Digits and a leading + only, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={telHref(phone)}
      className={cn(
        'inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2',
        className,
      )}
    >
      <Phone aria-hidden="true" className="h-3.5 w-3.5" />
      {phoneForDisplay(phone)}
    </a>
  );
}
