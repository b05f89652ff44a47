/**
 * Whether today is the service's day (issue 37): the Lagos calendar day of the meeting time, or
 * any day while the service is under way. On that day the booking page puts the meeting code and
 * the officer first, so a phone at 360 px shows them without scrolling.
 */
import { formatLagos } from '@fasttrack/contracts';

export function isServiceDay(meetingTime: string, underWay: boolean, now: Date = new Date()): boolean {
  return underWay || formatLagos(meetingTime, 'yyyy-MM-dd') === formatLagos(now, 'yyyy-MM-dd');
}
