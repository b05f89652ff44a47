import { readFileSync, readdirSync } from 'node:fs';
import { summariseProfile } from './profile-summary';
const dir = process.argv[2]!;
const f = readdirSync(dir).find((x) => x.endsWith('.cpuprofile'))!;
const p = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
// only the first N seconds
const cut = Number(process.argv[3] ?? 1e12);
const start = p.startTime;
console.log(summariseProfile(p, { top: 25, window: { from: start, to: start + cut * 1e6 } }).join('\n'));
