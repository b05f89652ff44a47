import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/test-database';
import { openDatabase } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { pricing } from './schema/index';
import { seedReferenceData } from './seed/index';

describe('database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  // Two cold starts of an on-disk PGlite with every migration: about 20 s on a busy 2-core machine.
  it.skipIf(testDbKind !== 'pglite')(
    'keeps data on disk across restarts (PGlite under DATA_DIR)',
    { timeout: 90_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ft-data-'));
      dirs.push(dir);
      const first = await openDatabase({ url: undefined, dataDir: path.join(dir, 'nested') });
      await runMigrations(first);
      await seedReferenceData(first.db);
      await first.db.update(pricing).set({ priceUsdCents: 5000 });
      await first.close();

      const second = await openDatabase({ url: undefined, dataDir: path.join(dir, 'nested') });
      await runMigrations(second);
      await seedReferenceData(second.db);
      const rows = await second.db.select().from(pricing);
      expect(rows.map((r) => r.priceUsdCents)).toEqual([5000, 5000]);
      await second.close();
    },
  );

  it.skipIf(testDbKind !== 'postgres')('migrates once when several processes start at once', async () => {
    const t = await createTestDatabase({ seed: false });
    await t.database.close();
    const url = t.url as string;
    const starters = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url, dataDir: 'memory://', poolMax: 2 })),
    );
    await Promise.all(starters.map((d) => runMigrations(d)));
    await Promise.all(starters.map((d) => seedReferenceData(d.db)));
    const [first] = starters;
    if (!first) throw new Error('no database');
    const applied = (await first.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
    expect(applied.rows[0]?.n).toBe(files.length);
    const prices = await first.db.select().from(pricing);
    expect(prices).toHaveLength(2);
    await Promise.all(starters.map((d) => d.close()));
    await t.drop();
  });

  it('re-running migrations and seeds changes nothing', async () => {
    const t = await createTestDatabase();
    await runMigrations(t.database);
    await seedReferenceData(t.database.db);
    expect(await t.database.db.select().from(pricing)).toHaveLength(2);
    await t.database.close();
    await t.drop();
  });
});
