/**
 * Logs never hold password hashes, e-mails, phone numbers, dates of birth or query parameters
 * (issue 14, item 4): a failed query is logged by the error handler with the real logger,
 * writing to a stream this test reads.
 */

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const person = {
  email: 'private.person@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2hoYXNoaGFzaA',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  dateOfBirth: '1987-06-05',
  nationality: 'Nigerian',
};

describe('logs of failed queries', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://' }, '0.0.0-test');
    app = await buildApp({ config, database: testDb.database, logStream: { write: (line) => lines.push(line) } });
    // Stand-ins for repository calls that fail inside the database, with personal data as parameters.
    app.post('/api/_test/duplicate-user', async () => {
      await app.db.insert(users).values(person);
      await app.db.insert(users).values(person);
      return { success: true };
    });
    app.post('/api/_test/bad-date', async () => {
      await app.db
        .insert(users)
        .values({ ...person, email: 'other@example.com', dateOfBirth: `${person.dateOfBirth}x` });
      return { success: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it.each(['/api/_test/duplicate-user', '/api/_test/bad-date'])(
    '%s: a 500 logged without the row values',
    async (url) => {
      lines.length = 0;
      const res = await app.inject({ method: 'POST', url, headers: { 'x-request-id': 'log-check' } });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      // The failure is logged, with the database's error code, for the request.
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
      expect(entry).toMatchObject({ reqId: 'log-check', err: { message: 'Failed query' } });
      expect(entry.err.cause.code).toMatch(/^[0-9A-Z]{5}$/);
      for (const value of [
        person.passwordHash,
        'c2VjcmV0c2FsdA',
        person.email,
        person.phone,
        person.dateOfBirth,
        'other@example.com',
      ]) {
        expect(log).not.toContain(value);
      }
      expect(log).not.toMatch(/insert into|params/i);
    },
  );

  it('redacts personal fields logged as objects', () => {
    lines.length = 0;
    app.log.info({ user: person, body: { password: 'Passw0rd!x', token: 'tok', params: ['a'] } }, 'object');
    const log = lines.join('');
    for (const value of [person.passwordHash, person.email, person.phone, person.dateOfBirth, 'Passw0rd!x']) {
      expect(log).not.toContain(value);
    }
    expect(log).toContain('Ada');
  });
});
