/**
 * Field schemas the staff contracts share (operations.ts, ops-board.ts): a Lagos date, an instant
 * with its offset, and an id in a path or query. Internal to the package: not exported from
 * index.ts, because each contract names its own fields.
 */
import { z } from 'zod';
import { isIsoDate } from './dates';

/** `YYYY-MM-DD`, a real calendar date. */
export const IsoDateSchema = z.string().refine(isIsoDate, { error: 'Enter a date as YYYY-MM-DD' });
/** ISO 8601 date and time with its offset, e.g. `2026-05-01T09:00:00+01:00`. */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'Enter a date and time with its offset' });
/** A UUID given in a path or query. */
export const UuidParam = z.uuid({ error: 'Not a valid id' });
