/**
 * A database ready to serve: opened, brought to the newest migration and holding its reference
 * data (the seed's pricing, served airports and meeting points). What the server does first
 * (server.ts), also while `npm start`'s web build still runs (issue 42 item 5, ADR 372).
 * Idempotent: a second run finds nothing to do.
 */
import { type Database, type DatabaseOptions, openDatabase } from './client';
import { runMigrations } from './migrate';
import { type SeedOptions, seedReferenceData } from './seed/index';

/**
 * Opens the database of `options`, migrates it and seeds its reference data; throws what they
 * throw. `options.testMode` is the config's: the served airports the seed opens only in test mode
 * are seeded open then, closed otherwise (issue 41 item 1).
 */
export async function openReadyDatabase(options: DatabaseOptions & SeedOptions): Promise<Database> {
  const { testMode, ...databaseOptions } = options;
  const database = await openDatabase(databaseOptions);
  await runMigrations(database);
  await seedReferenceData(database.db, { testMode });
  return database;
}
