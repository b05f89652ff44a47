/**
 * Starts one of the minimal programs of this folder as a separate Node process (TypeScript
 * through tsx) on a free port, and waits until it answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A running child server: its origin (http://127.0.0.1:port) and how to stop it. */
export interface ChildServer {
  origin: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Runs `./<script>` with PORT set, and resolves once GET `readyPath` answers 200.
 * @throws Error when the process exits or does not answer within 60 s.
 */
export async function startChild(script: string, env: Record<string, string>, readyPath: string): Promise<ChildServer> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited during start-up`);
    try {
      if ((await fetch(origin + readyPath)).ok) return { origin, child, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${script} did not answer within 60 s`);
}
