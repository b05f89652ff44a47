/**
 * Prepared statements kept per database handle (ADR 170): Drizzle builds a statement's SQL once
 * per handle instead of on every call, and PostgreSQL parses a named statement once per
 * connection. Used by the repositories of the hottest reads (flight lookups, a user's bookings).
 */
import type { Executor } from './client';

/**
 * `prepare` wrapped so it runs once per handle: the first call with `db` prepares, later calls
 * with the same `db` get the same statements. Handles are held weakly, so a closed database's
 * statements go with it.
 */
export function preparedPerHandle<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const byHandle = new WeakMap<Executor, T>();
  return (db) => {
    let statements = byHandle.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      byHandle.set(db, statements);
    }
    return statements;
  };
}
