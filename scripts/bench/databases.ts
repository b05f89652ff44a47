/**
 * Throw-away PostgreSQL databases for the benchmark's measurements (API side by side, clusters
 * behind nginx), each created empty on the admin URL's server and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on `adminUrl` (3 s to connect). @throws when PostgreSQL does not answer. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database named `<prefix>_<time>_<random>` on `adminUrl`'s server; `drop()` removes it. */
export async function createBenchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
