/**
 * The minimal API server the product is measured beside (issue: performance, goal 2): Fastify
 * and a node-postgres pool of 10, nothing else (no validation, auth, logging or envelopes beyond
 * `{ success, data }`). Its routes do the work of the product's routes with the product's SQL
 * (./queries.ts):
 *   GET /hello                   a JSON answer, no database
 *   GET /flights/:number/:date   the repeat flight search by number (404 when not stored)
 *   GET /bookings/:userId        the bookings of one customer with their flights
 *   POST /insert                 one row (the request's JSON) into a table of its own: the least
 *                                a booking creation writes (issue 29 §4)
 *
 * A program of its own, started by `npm run bench` (./servers.ts) on the fresh database the
 * product's PostgreSQL measurement uses. Environment: PORT, DATABASE_URL.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { bookingsOfUser, flightByNumberOnDate } from './queries';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ success: true, data: { ok: true } }));

app.get<{ Params: { number: string; date: string } }>('/flights/:number/:date', async (request, reply) => {
  const { rows } = await pool.query(flightByNumberOnDate(request.params.number, request.params.date));
  if (rows.length === 0) return reply.code(404).send({ success: false });
  return { success: true, data: rows[0] };
});

app.get<{ Params: { userId: string } }>('/bookings/:userId', async (request) => {
  const { rows } = await pool.query(bookingsOfUser(request.params.userId));
  return { success: true, data: rows };
});

// A table of the minimal server's own, on the bench's fresh database.
await pool.query(
  'create table if not exists minimal_inserts (id uuid primary key default gen_random_uuid(), body jsonb not null, created_at timestamptz not null default now())',
);

app.post('/insert', async (request, reply) => {
  const { rows } = await pool.query('insert into minimal_inserts (body) values ($1) returning id', [request.body]);
  return reply.code(201).send({ success: true, data: rows[0] });
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
