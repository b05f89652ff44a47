/**
 * `npm run openapi:journey -- http://localhost:3000 [FLIGHT] [YYYY-MM-DD]`:
 * runs the sandbox journey against a running instance in test mode and prints what it booked
 * (default flight BA75, two days from today in Lagos). Exit 1 names the step that failed.
 */
import { dateInDays } from '@fasttrack/api-client/partner-journey';
import { runSandboxJourney } from '@fasttrack/api-client/sandbox-journey';

const [baseUrl = 'http://localhost:3000', flightNumber = 'BA75', date = dateInDays(2)] = process.argv.slice(2);

try {
  console.log(await runSandboxJourney({ baseUrl, flightNumber, date }));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
