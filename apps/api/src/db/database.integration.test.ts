import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/test-database';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { extractMigratedSnapshot, snapshotFile } from './pglite-snapshot';
import { pricing } from './schema/index';
import { seedReferenceData } from './seed/index';

describe('database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const appliedMigrations = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };
  const migrationFiles = () => readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));

  // Two starts of an on-disk PGlite: the first from the run's migrated snapshot, the second reopening it.
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
      // A second server on the same directory would write the same files from its own memory.
      await expect(openDatabase({ url: undefined, dataDir: path.join(dir, 'nested') })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
      await first.close();

      const second = await openDatabase({ url: undefined, dataDir: path.join(dir, 'nested') });
      await runMigrations(second);
      await seedReferenceData(second.db);
      const rows = await second.db.select().from(pricing);
      expect(rows.map((r) => r.priceUsdCents)).toEqual([5000, 5000]);
      await second.close();
    },
  );

  // One cold start (initdb and every migration), then starts from its snapshot: extracted by the
  // system's tar, and read by PGlite itself where there is no tar.
  it.skipIf(testDbKind !== 'pglite')(
    'starts a new data directory from the migrated snapshot, with none of another database’s data, with or without tar',
    { timeout: 90_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ft-data-'));
      dirs.push(dir);
      const snapshotDir = path.join(dir, 'snapshots');
      const first = await openDatabase({ url: undefined, dataDir: path.join(dir, 'first'), snapshotDir });
      await runMigrations(first, { snapshotDir });
      await seedReferenceData(first.db);
      await first.db.update(pricing).set({ priceUsdCents: 5000 });
      await first.close();
      expect(readdirSync(snapshotDir)).toEqual([path.basename(snapshotFile(snapshotDir))]);

      const startFromSnapshot = async (name: string) => {
        const dataDir = path.join(dir, name);
        const second = await openDatabase({ url: undefined, dataDir, snapshotDir });
        expect(await appliedMigrations(second)).toBe(migrationFiles().length);
        expect(await second.db.select().from(pricing)).toEqual([]);
        await runMigrations(second, { snapshotDir });
        await seedReferenceData(second.db);
        const rows = await second.db.select().from(pricing);
        expect(rows.map((r) => r.priceUsdCents)).not.toContain(5000);
        expect(rows).toHaveLength(2);
        await second.close();
        // Nothing of the extraction is left beside the database.
        expect(readdirSync(dataDir).filter((f) => f.includes('.part'))).toEqual([]);
      };
      await startFromSnapshot('with-tar');
      expect(await extractMigratedSnapshot(path.join(dir, 'extracted'), snapshotDir)).toBe(true);
      expect(readdirSync(path.join(dir, 'extracted'))).toContain('PG_VERSION');
      const path_ = process.env.PATH;
      process.env.PATH = mkdtempSync(path.join(tmpdir(), 'ft-no-tar-'));
      dirs.push(process.env.PATH);
      try {
        expect(await extractMigratedSnapshot(path.join(dir, 'not-extracted'), snapshotDir)).toBe(false);
        expect(readdirSync(dir).filter((f) => f.startsWith('not-extracted'))).toEqual([]);
        await startFromSnapshot('without-tar');
      } finally {
        process.env.PATH = path_;
      }
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
    expect(await appliedMigrations(first)).toBe(migrationFiles().length);
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
