/**
 * A database ready to serve: opened, brought to the newest migration and holding its reference
 * data (the seed's pricing and meeting points). What the server does first (server.ts), and what
 * `npm start` does while the web app builds (scripts/start.mjs; issue 42 item 5, ADR 370), so a
 * first start's migrations overlap the build. Both are idempotent: the second run finds nothing
 * to do.
 */
import { type Database, type DatabaseOptions, openDatabase } from './client';
import { runMigrations } from './migrate';
import { seedReferenceData } from './seed/index';

/** Opens the database of `options`, migrates it and seeds its reference data; throws what they throw. */
export async function openReadyDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  await runMigrations(database);
  await seedReferenceData(database.db);
  return database;
}
