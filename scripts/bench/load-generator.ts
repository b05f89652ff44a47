/**
 * The load generator of `npm run bench` as a process of its own (issue 29 §6): autocannon here
 * shares no core time-slice and no event loop with the program it measures, so a fast route is
 * not held back by the generator. `generate(options)` runs this file as a child and returns
 * autocannon's result; the child reads its options as JSON from stdin (a booking scenario's
 * hundreds of requests are too long for an environment variable) when BENCH_LOAD=stdin, and
 * writes the result as one JSON line to stdout.
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

if (process.env.BENCH_LOAD === 'stdin' && fileURLToPath(import.meta.url) === process.argv[1]) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const result = await autocannon(JSON.parse(Buffer.concat(chunks).toString('utf8')) as autocannon.Options);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
