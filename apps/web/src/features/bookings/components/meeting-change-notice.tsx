/**
 * A notice that the meeting time moved since the booking was made (issue 36 items 5, 6): "Your
 * flight is delayed: your meeting moved from 17:45 to 19:15 WAT", or "Your booking moved from
 * P47125 (cancelled) to P47121, Mon 30 Nov, meeting 15:15 WAT". The sentence is contracts' one
 * copy, as the texts and e-mails say it. Renders nothing when the time never moved.
 */
import { type MeetingChange, meetingChangeSentence } from '@fasttrack/contracts';
import { Alert } from '../../../components/ui/alert';

export function MeetingChangeNotice({
  change,
  timeZone,
}: {
  change: MeetingChange | null | undefined;
  /** The booking's airport zone: the times are read on its clock (issue 41 item 2). */
  timeZone: string;
}) {
  if (!change) return null;
  return (
    <Alert tone="info" data-testid="meeting-change" className="text-base font-medium">
      {meetingChangeSentence(change, timeZone)}.
    </Alert>
  );
}
