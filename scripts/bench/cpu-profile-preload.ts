/**
 * Loaded with `node --import` into a process the benchmark starts (`--cpu-prof` is not allowed
 * in NODE_OPTIONS): records a CPU profile of the process's main thread from its start and writes
 * it to the file named by CPU_PROFILE_OUT as the process exits (./profile.ts reads it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const out = process.env.CPU_PROFILE_OUT;
if (out) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // 100 µs between samples, as ./profile.ts records the product.
  session.post('Profiler.setSamplingInterval', { interval: 100 });
  session.post('Profiler.start');
  // An in-process session answers synchronously, so the profile is written before the exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(out, JSON.stringify(result.profile));
    });
  });
}
