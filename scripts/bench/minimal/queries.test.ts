/**
 * The minimal server must send the very SQL the product sends, or the side-by-side figures
 * compare different work. The product's repository functions run here against a stand-in
 * node-postgres client that records what it is asked (no database needed).
 */
import * as schema from '@fasttrack/api/src/db/schema/index';
import { listBookingViewsByUser } from '@fasttrack/api/src/features/bookings/bookings.repository';
import { findFlightByNumberOnDate } from '@fasttrack/api/src/features/flights/flights.repository';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { bookingsOfUser, flightByNumberOnDate } from './queries';

interface Sent {
  name?: string;
  text: string;
  values: unknown[];
}

function recordingDb() {
  const sent: Sent[] = [];
  const client = {
    async query(config: { name?: string; text: string }, values: unknown[]) {
      sent.push({ ...(config.name ? { name: config.name } : {}), text: config.text, values });
      return { rows: [], fields: [] };
    },
  };
  // biome-ignore lint/suspicious/noExplicitAny: a stand-in client, typed as the repositories' Executor.
  return { db: drizzle(client as any, { schema }) as any, sent };
}

describe('the minimal server sends the SQL of the product', () => {
  it('for a repeat flight search by number', async () => {
    const { db, sent } = recordingDb();
    await findFlightByNumberOnDate(db, 'BA75', '2026-12-01');
    expect(sent).toEqual([flightByNumberOnDate('BA75', '2026-12-01')]);
  });

  it("for a customer's bookings list", async () => {
    const { db, sent } = recordingDb();
    const userId = '6f1c2a4e-0000-4000-8000-000000000001';
    await listBookingViewsByUser(db, userId);
    expect(sent).toEqual([bookingsOfUser(userId)]);
  });
});
