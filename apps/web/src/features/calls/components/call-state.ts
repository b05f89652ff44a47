/** How one call reads to a person, in the call log and under the call buttons (issue 36 item 2). */
import { type BookingCall, CALL_STATUS_LABELS, callDurationLabel, callEnded } from '@fasttrack/contracts';

/** "Ringing", "Connected", "Ended · 1 min 05 s", "No answer": the call's state in a few words. */
export function callStateLine(call: BookingCall): string {
  if (!callEnded(call.status)) return CALL_STATUS_LABELS[call.status];
  if (call.connected === false && call.status === 'completed') return 'Not answered';
  const length =
    call.durationSeconds !== null && call.status === 'completed' ? ` · ${callDurationLabel(call.durationSeconds)}` : '';
  return `${CALL_STATUS_LABELS[call.status]}${length}`;
}

/** "Officer Tunde Bakare called the traveller", "Ada Obi called the officer". */
export function callWhoLine(call: BookingCall): string {
  return call.direction === 'officer_to_traveller'
    ? `Officer ${call.placedBy.name} called the traveller`
    : `${call.placedBy.name} (traveller) called the officer`;
}
