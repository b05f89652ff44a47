/**
 * Default meeting points at LOS per terminal and service type (issue 15 §1), seeded as
 * reference data on every start. Paging signs are not allowed inside Lagos terminals (facts
 * file), so each text describes a landmark; the officer's name, photo and phone come with the
 * booking. ON CONFLICT DO NOTHING: an admin's edit is never overwritten, and several processes
 * may seed at once.
 */
import type { ServiceType, Terminal } from '@fasttrack/contracts';
import type { Db } from '../client';
import { meetingPoints } from '../schema/index';

export const DEFAULT_MEETING_POINTS: ReadonlyArray<{
  terminal: Terminal;
  serviceType: ServiceType;
  description: string;
}> = [
  {
    terminal: 'International',
    serviceType: 'arrival',
    description:
      'At the aircraft door, or at the top of the air bridge as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
  {
    terminal: 'International',
    serviceType: 'departure',
    description:
      'Departure hall, ground floor, beside the information desk opposite the main entrance doors. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
  {
    terminal: 'Domestic',
    serviceType: 'arrival',
    description:
      'At the aircraft door, or at the foot of the aircraft steps as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
  {
    terminal: 'Domestic',
    serviceType: 'departure',
    description:
      'Domestic terminal departure hall, beside the airline check-in area entrance, next to the information desk. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
  {
    terminal: 'MMA2',
    serviceType: 'arrival',
    description:
      'At the aircraft door, or at the top of the arrival walkway as you leave the aircraft. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
  {
    terminal: 'MMA2',
    serviceType: 'departure',
    description:
      'MMA2 departure hall, inside the main entrance, beside the information desk before the check-in counters. Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.',
  },
];

/** Inserts any missing default meeting point; existing rows (and admins' edits) stay as they are. */
export async function seedMeetingPoints(db: Db): Promise<void> {
  await db
    .insert(meetingPoints)
    .values([...DEFAULT_MEETING_POINTS])
    .onConflictDoNothing();
}
