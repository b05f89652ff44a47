/**
 * `npm run openapi:client`: writes packages/api-client/src/openapi.d.ts from the API's OpenAPI
 * document, as `GET /api/openapi.json` serves it with the default settings (test mode, every
 * stand-in), on an in-memory database: nothing to run first (issue 31 §3).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientTypes } from '@fasttrack/api-client/generate-types';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/api-client/src/openapi.d.ts');

// The settings the integration tests build their apps with, so both see one document.
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }, '0.0.0');
const database = await openDatabase({ url: undefined, dataDir: config.dataDir });
await runMigrations(database);
const app = await buildApp({ config, database });
try {
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
  await writeFile(target, await clientTypes(answer.json()));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await app.close();
}
