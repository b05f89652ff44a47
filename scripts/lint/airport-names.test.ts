/**
 * Airports are data (issue 41 item 2): outside the airport data (contracts `airport-data.ts`, the
 * business's home airport and clock), the seed and the tests, no source file names the code `'LOS'`
 * or the zone `Africa/Lagos`; a time follows its airport's own row. Marketing copy that says
 * "Lagos" is fine.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const NAMES = /'LOS'|"LOS"|Africa\/Lagos/;
const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contracts/src', 'packages/api-client/src', 'scripts'];
/** Tests, test fixtures, the seed and the airport data itself may name the home airport. */
const EXEMPT =
  /\.test\.tsx?$|\/test\/|\/seed\/|-fixtures\.ts$|test-quote\.ts$|^packages\/contracts\/src\/airport-data\.ts$/;

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
  it('is named by no source file outside the airport data, the seed and the tests', async () => {
    const naming: string[] = [];
    for (const path of await sourceFiles()) {
      if (NAMES.test(await readFile(join(root, path), 'utf8'))) naming.push(path);
    }
    expect(naming).toEqual([]);
  });

  it('is named by the airport data', async () => {
    expect(await readFile(join(root, 'packages/contracts/src/airport-data.ts'), 'utf8')).toMatch(NAMES);
  });
});
