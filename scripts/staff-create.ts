/**
 * `npm run staff:create -- --role admin --email ada@example.com --name "Ada Obi" [--phone +234...]`
 * (`--airport LOS`, the served airport's IATA code, for an officer: issue 41 item 1)
 *
 * Creates a staff account (officer, dispatcher or admin) on the configured database (DATA_DIR's
 * PGlite or DATABASE_URL), migrating it first, e.g. the first admin of a fresh install (issue 15
 * §2). The password is the first line of standard input when it is piped
 * (`printf '%s\n' "$PASSWORD" | npm run staff:create -- ...`; issue 26); otherwise a one-time password is
 * printed, once. Exit codes: 0 created, 1 the e-mail has an account or a database error, 2 bad
 * arguments or password.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { CreateStaffAccountRequestSchema, PasswordSchema } from '@fasttrack/contracts';
import { ConfigError, loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { createStaffAccount, SYSTEM_ACTOR } from '../apps/api/src/features/staff/index';
import { AppError } from '../apps/api/src/lib/errors';

const USAGE =
  'Usage: npm run staff:create -- --role admin|dispatcher|officer --email EMAIL --name "First Last" [--phone PHONE] [--airport IATA (officers)]';

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

/**
 * The password is the first line of standard input (`printf '%s\n' "$PASSWORD" | ...`, or a
 * here-document whose later lines are ignored), so a trailing newline or CRLF is never part of
 * it. Answers undefined when standard input is a terminal or its first line is empty.
 */
async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let password = '';
  for await (const line of lines) {
    password = line;
    break;
  }
  lines.close();
  if (password === '') return undefined;
  const checked = PasswordSchema.safeParse(password);
  if (!checked.success) fail(2, `Password refused: ${checked.error.issues.map((i) => i.message).join('; ')}`);
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      airport: { type: 'string' },
    },
    strict: true,
  });
  const [firstName = '', ...rest] = (values.name ?? '').trim().split(/\s+/);
  const parsed = CreateStaffAccountRequestSchema.safeParse({
    role: values.role,
    email: values.email,
    firstName,
    lastName: rest.join(' '),
    // Staff made here may have no phone yet; an admin adds it in the console.
    phone: values.phone ?? '+2340000000000',
    airportIata: values.airport?.toUpperCase(),
  });
  if (!parsed.success) {
    fail(2, `${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n')}\n${USAGE}`);
  }
  const password = await readPipedPassword();

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(2, err.message);
    throw err;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
  try {
    await runMigrations(database);
    const { account, oneTimePassword } = await createStaffAccount(database.db, SYSTEM_ACTOR, {
      ...parsed.data,
      ...(password ? { password } : {}),
    });
    console.log(`Created ${account.role} ${account.email} (${account.firstName} ${account.lastName}).`);
    if (!password) console.log(`One-time password (shown once): ${oneTimePassword}`);
  } catch (err) {
    if (err instanceof AppError) fail(1, err.message);
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
