/**
 * `npm test`: the type check and lint, every Vitest project, then the Playwright specs.
 *
 * The type check and lint run in a process of their own at niceness 10, beside Vitest instead of
 * before it, so they take the CPU Vitest leaves idle while its files wait (ADR 400). Their output
 * is printed in one piece when they end, not mixed into Vitest's. The Playwright specs run only
 * when Vitest and both checks passed.
 *
 * Exit code: 0 when every step passed; the Playwright run's code when only it failed; otherwise 1,
 * with the checks' own code in their output's heading.
 * `node scripts/validate.mjs --checks` runs only the two checks, at the low priority.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Niceness of the checks: a tenth of a core's share against the tests at niceness 0 (Linux CFS). */
const CHECKS_NICENESS = 10;

/**
 * Runs `npm run <script>` for each script in turn, stopping at the first failure.
 * @returns the failing script's exit code, or 0
 */
async function runScripts(scripts) {
  for (const script of scripts) {
    const code = await run('npm', ['run', script]);
    if (code !== 0) return code;
  }
  return 0;
}

/** Spawns `command args` on this process's terminal; resolves with its exit code (1 when a signal ended it). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (process.argv.includes('--checks')) {
  // Set on this process before any check starts, so every process they start inherits it.
  try {
    setPriority(CHECKS_NICENESS);
  } catch {
    // A system that refuses only loses the priority: the checks still run.
  }
  process.exit(await runScripts(['typecheck', 'lint']));
}

/** The checks in a process of their own, their output kept until they end. */
function startChecks() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, '--checks'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    // 'close', not 'exit': the pipes are read to their end first.
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const checks = startChecks().then((result) => {
  process.stdout.write(`\n--- type check and lint (exit ${result.code})\n${result.output}`);
  return result.code;
});
// `vitest` from node_modules/.bin, which npm puts on the PATH of its scripts.
const vitest = await run('vitest', ['run']);
const checksCode = await checks;
const failed = [checksCode !== 0 && 'the type check or lint', vitest !== 0 && 'Vitest'].filter(Boolean);
if (failed.length > 0) {
  console.error(`npm test: ${failed.join(' and ')} failed; the browser specs did not run.`);
  process.exit(1);
}
process.exit(await run('npm', ['run', 'test:e2e']));
