/**
 * `npm run partner:journey -- http://localhost:3000 ftk_test_… [FLIGHT] [YYYY-MM-DD]`: runs the
 * partner journey (packages/api-client/src/partner-journey.ts) against a running instance in test
 * mode with only an API key, printing each step and the verified `booking.confirmed` (default
 * flight BA75, two days from today in Lagos). Exit 1 names the step that failed.
 */
import { runPartnerJourney } from '@fasttrack/api-client/partner-journey';

const [baseUrl = 'http://localhost:3000', apiKey, flightNumber, date] = process.argv.slice(2);

if (!apiKey?.startsWith('ftk_')) {
  console.error('Usage: npm run partner:journey -- <base URL> <API key ftk_test_…> [FLIGHT] [YYYY-MM-DD]');
  process.exit(1);
}

try {
  const result = await runPartnerJourney({
    baseUrl: baseUrl.replace(/\/$/, ''),
    apiKey,
    ...(flightNumber ? { flightNumber } : {}),
    ...(date ? { date } : {}),
    onStep: (step, detail) => console.log(`✓ ${step}: ${detail}`),
  });
  console.log(result);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
