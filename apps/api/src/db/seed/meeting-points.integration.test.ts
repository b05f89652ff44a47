/**
 * The meeting-point texts tell one story about the meeting code (issue 26 item 4): a fresh
 * database is seeded with texts that name the airport and terminal and say nothing about who gives
 * the code; the meeting-point-texts migration brings a database seeded with the earlier texts to the same words and
 * keeps an admin's own words, minus the sentence that had the officer give the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS_FOLDER } from '../migrate';
import { meetingPoints } from '../schema/index';
import { AIRPORTS } from './airports';
import { DEFAULT_MEETING_POINTS } from './meeting-points';

/** "Murtala Muhammed International Airport, Lagos" and the like: how a text names its airport. */
const airportName = (iata: string) => {
  const a = AIRPORTS.find((x) => x.iata === iata);
  return `${a?.name}, ${a?.city}`;
};

const OLD_SENTENCE = 'Your officer wears a FastTrack lanyard with a photo ID and will give you your meeting code.';
/** The texts seeded before issue 26, as databases made then still hold them. */
const EARLIER = {
  'International/arrival': `At the aircraft door, or at the top of the air bridge as you leave the aircraft. ${OLD_SENTENCE}`,
  'International/departure': `Departure hall, ground floor, beside the information desk opposite the main entrance doors. ${OLD_SENTENCE}`,
  'Domestic/arrival': `At the aircraft door, or at the foot of the aircraft steps as you leave the aircraft. ${OLD_SENTENCE}`,
  'Domestic/departure': `Domestic terminal departure hall, beside the airline check-in area entrance, next to the information desk. ${OLD_SENTENCE}`,
  'MMA2/arrival': `At the aircraft door, or at the top of the arrival walkway as you leave the aircraft. ${OLD_SENTENCE}`,
} as const;
/** An admin's own text for MMA2 departures, written with the earlier sentence. */
const ADMIN_TEXT = 'MMA2, by the Starbucks kiosk at the departure entrance.';

/** The meeting-point-texts migration (its number may change when branches merge; its tag does not). */
const migrationFile = readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith('_meeting-point-texts.sql'));
const migration = readFileSync(path.join(MIGRATIONS_FOLDER, migrationFile ?? 'missing.sql'), 'utf8');

describe('meeting-point texts (issue 26 item 4)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.database.close();
    await t.drop();
  });
  const rows = () => t.database.db.select().from(meetingPoints);

  it('are seeded naming the airport and terminal, and never have the officer give the code', async () => {
    const seeded = await rows();
    expect(seeded).toHaveLength(DEFAULT_MEETING_POINTS.length);
    expect(airportName('LOS')).toBe('Murtala Muhammed International Airport, Lagos');
    for (const row of seeded) {
      expect(row.description.startsWith(`${airportName(row.airportIata)}, `)).toBe(true);
      expect(row.description.toLowerCase()).toContain(`${row.terminal.toLowerCase()} terminal`);
      expect(row.description).not.toMatch(/meeting code|give you/i);
    }
  });

  it('reach the same words on a database seeded with the earlier texts; an admin’s text keeps its words', async () => {
    const { db } = t.database;
    for (const [key, description] of Object.entries(EARLIER)) {
      const [terminal, serviceType] = key.split('/') as [string, 'arrival' | 'departure'];
      await db
        .update(meetingPoints)
        .set({ description })
        .where(
          and(
            eq(meetingPoints.airportIata, 'LOS'),
            eq(meetingPoints.terminal, terminal),
            eq(meetingPoints.serviceType, serviceType),
          ),
        );
    }
    await db
      .update(meetingPoints)
      .set({ description: `${ADMIN_TEXT} ${OLD_SENTENCE}` })
      .where(and(eq(meetingPoints.terminal, 'MMA2'), eq(meetingPoints.serviceType, 'departure')));

    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const after = await rows();
    for (const point of DEFAULT_MEETING_POINTS) {
      const row = after.find(
        (r) =>
          r.airportIata === point.airportIata && r.terminal === point.terminal && r.serviceType === point.serviceType,
      );
      const expected = point.terminal === 'MMA2' && point.serviceType === 'departure' ? ADMIN_TEXT : point.description;
      expect(row?.description).toBe(expected);
    }
  });
});
