/**
 * A bare Fastify route in a process of its own (issue 29 §6): what the load generator reaches
 * when the program under load does nothing, i.e. the generator's ceiling on this machine. `npm
 * run bench` prints it beside its figures. Environment: PORT.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ success: true, data: { ok: true } }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
