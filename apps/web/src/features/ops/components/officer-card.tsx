/**
 * One officer in the list (issue 15 §3): photo (fetched with the session, shown as a blob URL),
 * name, badge or permit number, phone, airport (issue 41 item 1), languages, terminals and whether active; Edit, photo
 * upload, and the week's shifts.
 */
import type { Officer } from '@fasttrack/contracts';
import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useStaffPhoto } from '../../live/index';
import { useUploadOfficerPhoto } from '../api/officers';
import { PhoneLink } from './phone-link';
import { ShiftWeek } from './shift-week';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export function OfficerCard({
  officer,
  airport,
  onEdit,
}: {
  officer: Officer;
  /** The officer's airport as people read it, e.g. "Abuja (ABV)". */
  airport: string;
  onEdit(officer: Officer): void;
}) {
  const photo = useStaffPhoto(officer.photoUrl);
  const upload = useUploadOfficerPhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const [showShifts, setShowShifts] = useState(false);
  const headingId = useId();
  const name = `${officer.firstName} ${officer.lastName}`;
  const initials = `${officer.firstName.charAt(0)}${officer.lastName.charAt(0)}`.toUpperCase();

  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start gap-3">
        {photo ? (
          <img src={photo} alt={name} className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {name}
          </h2>
          <p className="text-sm text-slate-700">
            Badge {officer.badgeNumber} · <PhoneLink phone={officer.phone} /> · {officer.email}
          </p>
          <p className="text-sm text-slate-700">
            Airport: {airport} · Languages: {officer.languages.join(', ')} · Terminals: {officer.terminals.join(', ')}
          </p>
          <p
            className={officer.active ? 'text-sm font-semibold text-green-800' : 'text-sm font-semibold text-slate-700'}
          >
            {officer.active ? 'Active' : 'Inactive'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(officer)}>
          Edit<span className="sr-only"> {name}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
          <Camera aria-hidden="true" className="h-4 w-4" />
          {upload.isPending ? 'Uploading...' : 'Upload photo'}
          <span className="sr-only"> of {name}</span>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={`Photo of ${name}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) upload.mutate({ id: officer.id, file });
          }}
        />
        <Button size="sm" variant="outline" aria-expanded={showShifts} onClick={() => setShowShifts((v) => !v)}>
          {showShifts ? 'Hide shifts' : 'Shifts'}
          <span className="sr-only"> of {name}</span>
        </Button>
      </div>
      {upload.isError ? <Alert tone="error">{upload.error.message}</Alert> : null}
      {showShifts ? <ShiftWeek officer={officer} /> : null}
    </Card>
  );
}
