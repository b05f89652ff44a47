/**
 * `npm run openapi:journey -- http://localhost:3000 [FLIGHT] [YYYY-MM-DD]`:
 * runs the sandbox journey against a running instance in test mode and prints what it booked
 * (default flight BA75, two days from today in Lagos). Exit 1 names the step that failed.
 */
import { runSandboxJourney } from '@fasttrack/api-client/sandbox-journey';

const [baseUrl = 'http://localhost:3000', flightNumber = 'BA75', date = lagosDate(2)] = process.argv.slice(2);

/** `YYYY-MM-DD` in Lagos, `days` from now. */
function lagosDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(Date.now() + days * 86_400_000);
}

try {
  console.log(await runSandboxJourney({ baseUrl, flightNumber, date }));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
