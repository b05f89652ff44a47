/**
 * `npm run start:cluster` (issue 20 §3; ADR 140): two API processes behind nginx on this
 * machine, with the settings of `npm start` plus DATABASE_URL, which must be PostgreSQL.
 * nginx listens on PORT (default 3000); the processes on loopback ports of their own.
 * SIGINT or SIGTERM stops all three (the processes drain as in ADR 100); exit 0 when each
 * stopped cleanly, 1 otherwise or when one of them stops on its own.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fasttrack npm run start:cluster
 *
 * Options: `--processes n` (default 2), `--no-build` (serve the web build as it is).
 */
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../web-build';
import { type Cluster, ClusterError, startCluster } from './cluster';

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
  cluster = await startCluster({ env: process.env, processes, onOutput: show });
  if (stopping) process.exit(await stopAll(cluster));
  console.log(
    `FastTrack LOS ready on ${cluster.url}: nginx in front of ${processes} API processes (${cluster.apiUrls.join(', ')})`,
  );
  const exit = await cluster.unexpectedExit;
  if (stopping) return;
  stopping = true;
  console.error(`${exit.name} stopped on its own (exit code ${exit.code}): stopping the others`);
  await cluster.stop();
  process.exit(1);
}

main().catch((err) => {
  console.error(err instanceof ClusterError ? err.message : err);
  process.exit(1);
});
