/**
 * Profile > Privacy & Security: the session timeout (spec §2, §9: 30 minutes, 1 hour (default),
 * 2 hours, 4 hours), kept in this browser (after that long without activity the user is signed
 * out: SessionTimeoutWatcher); and the data rights of issue 19: "Download my data" and
 * "Delete my account".
 */
import { SESSION_TIMEOUT_OPTIONS_MIN } from '@fasttrack/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { paths } from '../../../lib/paths';
import {
  getSessionTimeoutMinutes,
  SESSION_TIMEOUT_LABELS,
  type SessionTimeoutMinutes,
  setSessionTimeoutMinutes,
} from '../session-timeout';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataSection } from './download-data-section';

export function PrivacyTab() {
  return (
    <div className="flex max-w-xl flex-col gap-8">
      <section aria-labelledby="session-heading" className="flex max-w-md flex-col gap-4">
        <h2 id="session-heading" className="text-lg font-semibold text-slate-900">
          Session
        </h2>
        <SessionTimeout />
      </section>
      <DownloadDataSection />
      <section aria-labelledby="delete-account-heading" className="flex flex-col gap-3">
        <h2 id="delete-account-heading" className="text-lg font-semibold text-slate-900">
          Delete account
        </h2>
        <p className="text-sm text-slate-700">
          Erases your personal data and signs you out everywhere. Bookings and payments are kept without your details,
          for accounting. Read how in the{' '}
          <Link to={paths.privacy} className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
        <DeleteAccountDialog />
      </section>
    </div>
  );
}

function SessionTimeout() {
  const [minutes, setMinutes] = useState<SessionTimeoutMinutes>(getSessionTimeoutMinutes);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Field
        label="Session timeout"
        hint="You are signed out automatically after this long without activity on this device."
      >
        <Select
          value={minutes}
          onChange={(e) => {
            const next = Number(e.target.value) as SessionTimeoutMinutes;
            setSessionTimeoutMinutes(next);
            setMinutes(next);
            setSaved(true);
          }}
        >
          {SESSION_TIMEOUT_OPTIONS_MIN.map((m) => (
            <option key={m} value={m}>
              {SESSION_TIMEOUT_LABELS[m]}
              {m === 60 ? ' (default)' : ''}
            </option>
          ))}
        </Select>
      </Field>
      {saved ? <Alert tone="success">Session timeout set to {SESSION_TIMEOUT_LABELS[minutes]}.</Alert> : null}
    </>
  );
}
