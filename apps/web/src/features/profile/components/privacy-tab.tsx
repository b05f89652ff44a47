/**
 * Profile > Privacy & Security: the session timeout (spec §2, §9: 30 minutes, 1 hour (default),
 * 2 hours, 4 hours). Kept in this browser; after that long without activity the user is signed
 * out (SessionTimeoutWatcher).
 */
import { SESSION_TIMEOUT_OPTIONS_MIN } from '@fasttrack/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import {
  getSessionTimeoutMinutes,
  SESSION_TIMEOUT_LABELS,
  type SessionTimeoutMinutes,
  setSessionTimeoutMinutes,
} from '../session-timeout';

export function PrivacyTab() {
  const [minutes, setMinutes] = useState<SessionTimeoutMinutes>(getSessionTimeoutMinutes);
  const [saved, setSaved] = useState(false);
  return (
    <div className="flex max-w-md flex-col gap-4">
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
    </div>
  );
}
