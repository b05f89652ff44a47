/**
 * Prepared statements kept per database handle (ADR 170): Drizzle builds a statement's SQL once
 * per handle instead of on every call, and PostgreSQL parses a named statement once per
 * connection. Used by the repositories of the hottest reads (flight lookups, a user's bookings).
 */
import { is, Param, Placeholder } from 'drizzle-orm';
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

/**
 * A statement Drizzle built once with `sql.placeholder`s (`query.toSQL()`), to run as a named
 * statement with `executeNamedIn` on whichever connection it is given, a transaction's included:
 * a Drizzle prepared query belongs to the handle that prepared it, and every transaction is a
 * new handle (issue 29 §4, ADR 213).
 */
export interface BuiltStatement {
  name: string;
  sql: string;
  params: unknown[];
}

/**
 * The statement's parameters with `values` put in for its placeholders, each through its
 * column's encoder as Drizzle would (timestamps as ISO text, rates as decimals); null stays null.
 * @throws Error when a placeholder has no value.
 */
export function statementValues(statement: BuiltStatement, values: Record<string, unknown>): unknown[] {
  const given = (name: string) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" of ${statement.name}`);
    return values[name];
  };
  return statement.params.map((p) => {
    if (is(p, Placeholder)) return given(p.name);
    if (is(p, Param) && is(p.value, Placeholder)) {
      const value = given(p.value.name);
      return value === null || value === undefined ? null : p.encoder.mapToDriverValue(value);
    }
    return p;
  });
}
