/**
 * What every report query shares (issue 30): the range of instants, the Lagos day and hour of an
 * instant, exact integer sums, and the range condition each report's index serves.
 */
import { BUSINESS_TIME_ZONE } from '@fasttrack/contracts';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Instants [from, to): the start of the first Lagos day and of the day after the last. */
export interface InstantRange {
  from: Date;
  to: Date;
}

/** The services a report counts: paid and not cancelled (confirmed, or completed). */
export const SERVED_STATUSES = ['confirmed', 'completed'] as const;

/** `YYYY-MM-DD` of an instant's Lagos day. */
export const lagosDate = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
/** 0-23, the Lagos hour of an instant. */
export const lagosHourOf = (column: AnyPgColumn) =>
  sql<number>`extract(hour from ${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::int`.mapWith(Number);
export const count = () => sql<number>`count(*)::int`.mapWith(Number);
/** A sum of integers as an exact integer (bigint text, read back as a number below 2^53). */
export const sumOf = (value: SQL | AnyPgColumn, where?: SQL) =>
  sql<number>`coalesce(sum(${value})${where ? sql` filter (where ${where})` : sql``}, 0)::bigint`.mapWith(Number);
export const within = (column: AnyPgColumn, range: InstantRange) => and(gte(column, range.from), lt(column, range.to));
/** An instant as a SQL parameter, typed, the same on both drivers. */
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
export const minutes = (interval: SQL) => sql<number>`coalesce(floor(extract(epoch from ${interval}) / 60), 0)::bigint`;
