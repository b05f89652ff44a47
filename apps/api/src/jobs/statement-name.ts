/** Names for the prepared statements of pg-boss's SQL on PostgreSQL (ADR 213). */
import { createHash } from 'node:crypto';

const statementNames = new Map<string, string>();

/**
 * The name of the prepared statement for one of pg-boss's SQL texts (its job insert is the same
 * text for every job): PostgreSQL parses and plans it once per connection instead of on every
 * enqueue in a transaction (issue 29 §4, ADR 213). Derived from the text, so a name always
 * carries the same text.
 */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}
