/**
 * Default meeting points per served airport, terminal and service type (issue 15 §1; issue 41
 * item 1), seeded as reference data on every start. Paging signs are not allowed inside Lagos
 * terminals (facts file), so each text describes a landmark, and the Abuja and Port Harcourt texts
 * follow the same pattern (admins refine them on the spot); the officer's name, photo and phone
 * come with the booking. ON CONFLICT DO NOTHING: an admin's edit is never overwritten, and several
 * processes may seed at once. A terminal an admin removed gets no meeting point back.
 */
import { DEFAULT_MEETING_POINT_SHORT_LABELS, type ServiceType } from '@fasttrack/contracts';
import type { Db } from '../client';
import { meetingPoints } from '../schema/index';
import { AIRPORTS } from './airports';
import { existingTerminalKeys } from './service-airports';

/** "Murtala Muhammed International Airport, Lagos, MMA2 terminal: ", from the curated airport. */
function at(iata: string, terminal: string): string {
  const airport = AIRPORTS.find((a) => a.iata === iata);
  if (!airport) throw new Error(`meeting points name an airport missing from the curated list: ${iata}`);
  return `${airport.name}, ${airport.city}, ${terminal} terminal: `;
}

export interface MeetingPointSeed {
  airportIata: string;
  terminal: string;
  serviceType: ServiceType;
  description: string;
}

/** One terminal's two meeting points: `arrival` and `departure` are the landmark after the place. */
function terminalPoints(
  airportIata: string,
  terminal: string,
  words: { said: string; arrival: string; departure: string },
): MeetingPointSeed[] {
  const place = at(airportIata, words.said);
  return [
    { airportIata, terminal, serviceType: 'arrival', description: `${place}${words.arrival}` },
    { airportIata, terminal, serviceType: 'departure', description: `${place}${words.departure}` },
  ];
}

const AIR_BRIDGE = 'at the aircraft door, or at the top of the air bridge as passengers leave the aircraft.';
const STEPS = 'at the aircraft door, or at the foot of the aircraft steps as passengers leave the aircraft.';

/**
 * The place only, in words both the traveller and the officer read: the airport, the terminal and
 * a landmark. What happens with the meeting code is told next to it from the one copy in
 * contracts (`MEETING_CODE_STORY`, issue 26 item 4), never written into these texts.
 * The meeting-point-texts migration brings databases seeded with the earlier LOS texts to these.
 * LOS comes first: tests that look a point up by terminal and service type find LOS's.
 */
export const DEFAULT_MEETING_POINTS: readonly MeetingPointSeed[] = [
  ...terminalPoints('LOS', 'International', {
    said: 'international',
    arrival: AIR_BRIDGE,
    departure: 'departure hall, ground floor, beside the information desk opposite the main entrance doors.',
  }),
  ...terminalPoints('LOS', 'Domestic', {
    said: 'domestic',
    arrival: STEPS,
    departure: 'departure hall, beside the airline check-in area entrance, next to the information desk.',
  }),
  ...terminalPoints('LOS', 'MMA2', {
    said: 'MMA2',
    arrival: 'at the aircraft door, or at the top of the arrival walkway as passengers leave the aircraft.',
    departure: 'departure hall, inside the main entrance, beside the information desk before the check-in counters.',
  }),
  ...terminalPoints('ABV', 'International', {
    said: 'international',
    arrival: AIR_BRIDGE,
    departure: 'departure hall, ground floor, beside the information desk inside the main entrance doors.',
  }),
  ...terminalPoints('ABV', 'Domestic', {
    said: 'domestic',
    arrival: STEPS,
    departure: 'departure hall, beside the information desk in front of the airline check-in counters.',
  }),
  ...terminalPoints('PHC', 'International', {
    said: 'international',
    arrival: AIR_BRIDGE,
    departure: 'departure hall, beside the information desk facing the main entrance doors.',
  }),
  ...terminalPoints('PHC', 'Domestic', {
    said: 'domestic',
    arrival: STEPS,
    departure: 'departure hall, beside the information desk next to the airline check-in counters.',
  }),
];

/**
 * Inserts any missing default meeting point of a terminal the database has, with its short
 * wording for texts (issue 36 item 6); existing rows (and admins' edits) stay as they are.
 */
export async function seedMeetingPoints(db: Db): Promise<void> {
  const airports = [...new Set(DEFAULT_MEETING_POINTS.map((p) => p.airportIata))];
  const have = await existingTerminalKeys(db, airports);
  const points = DEFAULT_MEETING_POINTS.filter((p) => have.has(`${p.airportIata}/${p.terminal}`));
  if (points.length === 0) return;
  await db
    .insert(meetingPoints)
    .values(points.map((p) => ({ ...p, shortLabel: DEFAULT_MEETING_POINT_SHORT_LABELS[p.serviceType] })))
    .onConflictDoNothing();
}
