/**
 * Airports are data (issue 41 item 2): outside the airport data, the seed and the tests, no
 * source file names the code `'LOS'` or the zone `Africa/Lagos`; a time follows the airport's own
 * row. The files below still do (the Lagos-day helpers and their constants, demo data, benchmarks):
 * the list may only shrink. A new file that names them fails here,
 * and so does a listed file that no longer does (take it off the list).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const NAMES = /'LOS'|"LOS"|Africa\/Lagos/;
const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'packages/api-client/src', 'scripts'];
/** Tests, test fixtures and the seed (the airport data itself) may name the home airport. */
const EXEMPT = /\.test\.tsx?$|\/test\/|\/seed\/|-fixtures\.ts$|test-quote\.ts$/;

/** Files that still name them, to be moved onto the airport's row (issue 41 item 2). */
const STILL_NAMING = [
  'apps/api/src/features/staff/demo-teams.ts',
  'apps/api/src/lib/lagos-day.ts',
  'apps/web/src/features/flights/flight-time.ts',
  'packages/api-client/src/partner-journey.ts',
  'packages/contracts/src/constants.ts',
  'packages/contracts/src/dates.ts',
  'packages/contracts/src/zone-time.ts',
  'scripts/bench/capacity.ts',
  'scripts/bench/report-year.ts',
  'scripts/openapi-journey.ts',
];

async function sourceFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ROOTS) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(ts|tsx|mjs)$/.test(entry.name)) continue;
      const path = relative(root, join(entry.parentPath, entry.name));
      if (!EXEMPT.test(path)) found.push(path);
    }
  }
  return found;
}

describe('the home airport named in code (issue 41 item 2)', () => {
  it('is named only by the files still listed, and each of them still names it', async () => {
    const naming: string[] = [];
    for (const path of await sourceFiles()) {
      if (NAMES.test(await readFile(join(root, path), 'utf8'))) naming.push(path);
    }
    expect(naming.sort()).toEqual([...STILL_NAMING].sort());
  });
});
