/**
 * The one-writer rule (table-owners.grit, issue 38 item 1) as `npm run lint` applies it: Biome
 * runs on files laid out like the API's, in a scratch folder with the repository's own override
 * (the same includes and plugin), so a foreign write planted in a feature fails and the owner's
 * own write, a test file and a read pass. And the rule's map stays whole and says what the
 * README's "Who writes which table" says: every table of the schema has one owner there.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import * as schema from '@fasttrack/api/src/db/schema/index';
import { getTableName, isTable } from 'drizzle-orm';
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

/** Each table's SQL name by its owner, as the plugin's blocks give it (`features/x`, `lib/`, `sandbox/`). */
async function ownersInRule(): Promise<Map<string, string[]>> {
  const grit = await readFile(join(root, 'scripts/lint/table-owners.grit'), 'utf8');
  const owners = new Map<string, string[]>();
  for (const block of grit.matchAll(
    /\$table <: or \{([^}]*)\},\s*\$filename <: not r"\.\*\/(?:src\/)?([a-z-]+(?:\/[a-z-]+)?)/g,
  )) {
    const [, names = '', path = ''] = block;
    const owner = path.startsWith('features/') ? path : `${path.split('/')[0]}/`;
    const exports = [...names.matchAll(/`(\w+)`/g)].map((m) => m[1] ?? '');
    const tables = exports.map((name) => {
      const table = (schema as unknown as Record<string, unknown>)[name];
      if (!isTable(table)) throw new Error(`table-owners.grit names ${name}, which the schema does not export`);
      return getTableName(table);
    });
    owners.set(owner, [...(owners.get(owner) ?? []), ...tables]);
  }
  return owners;
}

describe('the owners of the tables', () => {
  it('name every table of the schema once', async () => {
    const owned = [...(await ownersInRule()).values()].flat().sort();
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table))
      .sort();
    expect(owned).toEqual(tables);
  });

  it("are the README's, owner by owner", async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Who writes which table'));
    for (const [owner, tables] of await ownersInRule()) {
      const row = section.split('\n').find((line) => line.startsWith(`| \`${owner}\``)) ?? '';
      const listed = [...row.matchAll(/`([a-z_*]+)`/g)].map((m) => m[1] ?? '');
      const covered = (table: string) =>
        listed.some((name) => name === table || (name.endsWith('*') && table.startsWith(name.slice(0, -1))));
      expect({ owner, missing: tables.filter((table) => !covered(table)) }).toEqual({ owner, missing: [] });
      const extra = listed.filter((name) => !name.endsWith('*') && !tables.includes(name));
      expect({ owner, extra }).toEqual({ owner, extra: [] });
    }
  });
});
