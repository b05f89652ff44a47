/**
 * The one-writer rule (table-owners.grit, issue 38 item 1) as `npm run lint` applies it: Biome
 * runs on files laid out like the API's, in a scratch folder with the repository's own override
 * (the same includes and plugin), so a foreign write planted in a feature fails and the owner's
 * own write, a test file and a read pass.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

const write = `import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema/index';

export async function touch(db: Executor, id: string): Promise<void> {
  await db.update(bookings).set({ specialRequirements: null }).where(eq(bookings.id, id));
  await db.delete(bookingEvents).where(eq(bookingEvents.bookingId, id));
}
`;
const read = `import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';

export const look = (db: Executor, id: string) => db.select().from(bookings).where(eq(bookings.id, id));
`;

let scratch: string;

/** Lints one file of the scratch tree; @returns the plugin's messages, one per finding. */
async function findings(path: string, source: string): Promise<string[]> {
  const file = join(scratch, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, source);
  const out = await run(biome, ['lint', '--reporter=json', '--max-diagnostics=50', path], { cwd: scratch }).catch(
    (err: { stdout: string }) => err,
  );
  const report = JSON.parse(out.stdout) as { diagnostics: { category: string; message: string }[] };
  return report.diagnostics.filter((d) => d.category === 'plugin').map((d) => d.message);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'table-owners-'));
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8'));
  const owners = config.overrides.find((o: { plugins?: string[] }) => o.plugins);
  await writeFile(
    join(scratch, 'biome.json'),
    JSON.stringify({
      linter: { rules: { recommended: false } },
      overrides: [{ ...owners, plugins: [join(root, 'scripts/lint/table-owners.grit')] }],
    }),
  );
});

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('one writer per table', () => {
  it('fails a write of bookings and their history outside the bookings feature', async () => {
    const found = await findings('apps/api/src/features/reports/planted.ts', write);
    expect(found).toEqual([
      'Only features/bookings writes this table: call its exported functions instead',
      'Only features/bookings writes this table: call its exported functions instead',
    ]);
  });

  it('lets the owner write, anyone read, and tests build their rows', async () => {
    expect(await findings('apps/api/src/features/bookings/owner.ts', write)).toEqual([]);
    expect(await findings('apps/api/src/features/reports/reader.ts', read)).toEqual([]);
    expect(await findings('apps/api/src/features/reports/planted.integration.test.ts', write)).toEqual([]);
  });
});
