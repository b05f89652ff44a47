/**
 * The Terms consent of every sign-up (spec §5 Registration: 'You must accept the terms and
 * conditions'; issue 26 §6: the landing page's quick sign-up asks for it as the booking flow
 * does): one checkbox row, one sentence, linking both documents in a new tab.
 */
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import { CheckboxRow } from './checkbox-row';

const linkClass = 'font-semibold text-brand-700 underline';

export function TermsConsent({
  id,
  error,
  ...checkbox
}: { id: string; error?: string | undefined } & Omit<ComponentProps<typeof Checkbox>, 'id'>) {
  return (
    <CheckboxRow
      id={id}
      error={error}
      label={
        <>
          I accept the{' '}
          <Link to={paths.terms} target="_blank" className={linkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} target="_blank" className={linkClass}>
            Privacy Policy
          </Link>
        </>
      }
    >
      <Checkbox
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...checkbox}
      />
    </CheckboxRow>
  );
}
