/**
 * The load generator of `npm run bench` as a process of its own (issue 29 §6): autocannon here
 * shares no core time-slice and no event loop with the program it measures, so a fast route is
 * not held back by the generator. `generate(options)` runs this file as a child and returns
 * autocannon's result; the child reads its options as JSON from stdin (a booking scenario's
 * hundreds of requests are too long for an environment variable) when BENCH_LOAD=stdin, and
 * writes the result as one JSON line to stdout.
 *
 * autocannon walks `requests` from the first for each connection, so ten connections would send
 * the same request at about the same moment; here connection k starts k/connections of the way
 * through the list (`staggered`), as independent clients would.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Runs autocannon with `options` in a child process. @throws Error when the child fails. */
export function generate(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_LOAD: 'stdin' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(options));
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out) as autocannon.Result);
    });
  });
}

/**
 * `options` with each connection starting at its own place in `requests`: connection k's list
 * is rotated by floor(k × requests / connections). Options with one request or none are unchanged.
 */
export function staggered(options: autocannon.Options): autocannon.Options {
  const requests = options.requests ?? [];
  const connections = options.connections ?? 10;
  if (requests.length < 2) return options;
  let next = 0;
  return {
    ...options,
    setupClient: (client) => {
      const offset = Math.floor((next++ * requests.length) / connections) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  };
}

if (process.env.BENCH_LOAD === 'stdin' && fileURLToPath(import.meta.url) === process.argv[1]) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const options = JSON.parse(Buffer.concat(chunks).toString('utf8')) as autocannon.Options;
  const result = await autocannon(staggered(options));
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
