/**
 * Default meeting points at LOS per terminal and service type (issue 15 §1), seeded as
 * reference data on every start. Paging signs are not allowed inside Lagos terminals (facts
 * file), so each text describes a landmark; the officer's name, photo and phone come with the
 * booking. ON CONFLICT DO NOTHING: an admin's edit is never overwritten, and several processes
 * may seed at once.
 */
import {
  DEFAULT_MEETING_POINT_SHORT_LABELS,
  LOS_AIRPORT_NAME,
  type ServiceType,
  type Terminal,
} from '@fasttrack/contracts';
import type { Db } from '../client';
import { meetingPoints } from '../schema/index';

/** "Murtala Muhammed International Airport, Lagos, MMA2 terminal: " */
const at = (terminal: string) => `${LOS_AIRPORT_NAME}, ${terminal} terminal: `;

/**
 * The place only, in words both the traveller and the officer read: the airport, the terminal and
 * a landmark. What happens with the meeting code is told next to it from the one copy in
 * contracts (`MEETING_CODE_STORY`, issue 26 item 4), never written into these texts.
 * The meeting-point-texts migration brings databases seeded with the earlier texts to these.
 */
export const DEFAULT_MEETING_POINTS: ReadonlyArray<{
  terminal: Terminal;
  serviceType: ServiceType;
  description: string;
}> = [
  {
    terminal: 'International',
    serviceType: 'arrival',
    description: `${at('international')}at the aircraft door, or at the top of the air bridge as passengers leave the aircraft.`,
  },
  {
    terminal: 'International',
    serviceType: 'departure',
    description: `${at('international')}departure hall, ground floor, beside the information desk opposite the main entrance doors.`,
  },
  {
    terminal: 'Domestic',
    serviceType: 'arrival',
    description: `${at('domestic')}at the aircraft door, or at the foot of the aircraft steps as passengers leave the aircraft.`,
  },
  {
    terminal: 'Domestic',
    serviceType: 'departure',
    description: `${at('domestic')}departure hall, beside the airline check-in area entrance, next to the information desk.`,
  },
  {
    terminal: 'MMA2',
    serviceType: 'arrival',
    description: `${at('MMA2')}at the aircraft door, or at the top of the arrival walkway as passengers leave the aircraft.`,
  },
  {
    terminal: 'MMA2',
    serviceType: 'departure',
    description: `${at('MMA2')}departure hall, inside the main entrance, beside the information desk before the check-in counters.`,
  },
];

/**
 * Inserts any missing default meeting point, with its short wording for texts (issue 36 item 6);
 * existing rows (and admins' edits) stay as they are.
 */
export async function seedMeetingPoints(db: Db): Promise<void> {
  await db
    .insert(meetingPoints)
    .values(
      DEFAULT_MEETING_POINTS.map((p) => ({ ...p, shortLabel: DEFAULT_MEETING_POINT_SHORT_LABELS[p.serviceType] })),
    )
    .onConflictDoNothing();
}
