/**
 * `npm run start:cluster` (issue 20 §3; ADR 140): two API processes behind nginx on this
 * machine, with the settings of `npm start` plus DATABASE_URL, which must be PostgreSQL.
 * nginx listens on PORT (default 3000); the processes on loopback ports of their own.
 * SIGINT or SIGTERM stops all three (the processes drain as in ADR 100); exit 0 when each
 * stopped cleanly, 1 otherwise. A process that dies is restarted after a back-off while the others
 * and nginx serve (issue 29 §1); after repeated crashes, or when nginx stops, everything stops
 * and the exit code is 1.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fasttrack npm run start:cluster
 *
 * The processes run the server's bundle, made first when it is older than its sources
 * (scripts/build.mjs). Options: `--processes n` (default 2), `--no-build` (serve the web build as it
 * is).
 */
import { parseArgs } from 'node:util';
import { buildApiIfStale, buildWebIfStale } from '../build.mjs';
import { type Cluster, ClusterError, GIVE_UP_AFTER, startCluster } from './cluster';

const { values } = parseArgs({
  options: { processes: { type: 'string', default: '2' }, 'no-build': { type: 'boolean', default: false } },
});
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  console.error('--processes must be a whole number from 1 to 16');
  process.exit(1);
}

/** Output of each process, one line at a time, named so the processes can be told apart. */
const show = (name: string, line: string) => process.stdout.write(`[${name}] ${line}\n`);

/** Stops everything; @returns the exit code: 0 when each process stopped cleanly. */
async function stopAll(cluster: Cluster): Promise<number> {
  const stopped = await cluster.stop();
  const unclean = stopped.filter((p) => p.code !== 0);
  for (const p of unclean) console.error(`${p.name} did not stop cleanly (exit code ${p.code})`);
  return unclean.length === 0 ? 0 : 1;
}

async function main() {
  await buildApiIfStale();
  if (!values['no-build']) buildWebIfStale();
  let cluster: Cluster | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping || !cluster) {
      stopping = true;
      return;
    }
    stopping = true;
    console.log(`${signal}: stopping nginx and the API processes`);
    process.exit(await stopAll(cluster));
  };
  // Installed before anything starts, so a signal during start-up never leaves a process behind.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  cluster = await startCluster({
    env: process.env,
    processes,
    onOutput: show,
    onRestart: ({ name, code, signal, crashes, delayMs }) =>
      console.error(
        `${name} stopped on its own (${signal ?? `exit code ${code}`}); restarting it in ${delayMs / 1000} s ` +
          `(crash ${crashes} of ${GIVE_UP_AFTER} allowed within a minute)`,
      ),
    onRestarted: (name, pid) => console.log(`${name} started again (pid ${pid})`),
  });
  if (stopping) process.exit(await stopAll(cluster));
  console.log(
    `FastTrack LOS ready on ${cluster.url}: nginx in front of ${processes} API processes (${cluster.apiUrls.join(', ')})`,
  );
  console.log(`pids: ${JSON.stringify(cluster.pids())}`);
  const exit = await cluster.unexpectedExit;
  if (stopping) return;
  stopping = true;
  console.error(
    exit.name === 'nginx'
      ? `nginx stopped on its own (exit code ${exit.code}): stopping the API processes`
      : `${exit.name} crashed ${GIVE_UP_AFTER} times within a minute (last exit code ${exit.code}): giving up, stopping everything`,
  );
  await cluster.stop();
  process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof ClusterError ? err.message : err);
  process.exit(1);
});
