/**
 * The CSV files of bulk imports (issue 39 items 1-2: invitations `email,role`; passengers
 * `full_name,phone,email`), read with csv-parse: a header row naming exactly the expected
 * columns (any case, any order), then at most ORGANISATION_IMPORT_MAX_ROWS data rows. Blank
 * lines are skipped; a quoted field may hold a comma.
 */
import { ORGANISATION_IMPORT_MAX_ROWS, OrganisationMessages } from '@fasttrack/contracts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors';

/**
 * The data rows of `csv` as records keyed by the header's lower-cased names, each with its
 * 1-based data row number.
 * @throws AppError 400 when the text is not CSV, the header is not `columns`, or it has too many rows.
 */
export function readCsv<const C extends string>(
  csv: string,
  columns: readonly C[],
): { row: number; values: Record<C, string> }[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      bom: true,
    }) as string[][];
  } catch (err) {
    throw AppError.badRequest(`The file is not valid CSV: ${(err as Error).message}`);
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((h) => h.toLowerCase());
  const expected = columns.join(',');
  if (names.length !== columns.length || !columns.every((c) => names.includes(c))) {
    throw AppError.badRequest(OrganisationMessages.csvHeader(expected), {
      csv: OrganisationMessages.csvHeader(expected),
    });
  }
  if (rows.length > ORGANISATION_IMPORT_MAX_ROWS) {
    const message = OrganisationMessages.csvTooLong(ORGANISATION_IMPORT_MAX_ROWS);
    throw AppError.badRequest(message, { csv: message });
  }
  return rows.map((cells, i) => ({
    row: i + 1,
    values: Object.fromEntries(columns.map((c) => [c, cells[names.indexOf(c)] ?? ''])) as Record<C, string>,
  }));
}
