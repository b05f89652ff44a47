/**
 * Reconciliation with Paystack (issue 30 §3): our Paystack payments created in a range of Lagos
 * dates against the transactions Paystack lists for the same instants (List Transactions, paged,
 * per ../shared/providers/paystack.openapi.yaml `transaction_list`), matched by reference:
 * matched, ours only, theirs only, amount differs, status differs. Each run is recorded with its
 * differences; the nightly job reconciles yesterday.
 *
 * Status: our `paid` is Paystack's `success`, our `refunded` its `reversed`; a payment that
 * neither side charged (initialized, abandoned, failed) is matched whatever its exact words, and
 * an uncharged one on one side only is no difference (an abandoned checkout is not money).
 */
import type { ReconciliationDifference, ReconciliationRun, ReportRange } from '@fasttrack/contracts';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, reconciliationRuns } from '../../db/schema/index';
import type { PaystackClient } from '../../integrations/paystack/paystack-client';
import type { TransactionData } from '../../integrations/paystack/paystack-types';
import { instantRange } from './reports.service';

/** Transactions asked for per page of List Transactions. */
export const RECONCILE_PAGE_SIZE = 100;
/** A bound on the pages read, so a provider that keeps answering cannot hold a run forever. */
const MAX_PAGES = 1000;

type Side = { amountKobo: number; status: string };
const CHARGED_OURS = ['paid', 'refunded'];
const CHARGED_THEIRS = ['success', 'reversed'];
/** What a charged payment became: kept, or given back. */
const outcomeOurs = (status: string) =>
  status === 'refunded' ? 'reversed' : CHARGED_OURS.includes(status) ? 'success' : 'none';
const outcomeTheirs = (status: string) => (CHARGED_THEIRS.includes(status) ? status : 'none');

/** Every transaction Paystack lists from `from` to `to` (inclusive), `perPage` to a page. */
async function listTheirs(
  paystack: PaystackClient,
  { from, to, perPage }: { from: Date; to: Date; perPage: number },
): Promise<TransactionData[]> {
  const all: TransactionData[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await paystack.listTransactions({ from, to, page, perPage });
    all.push(...answer.transactions);
    if (page >= answer.pageCount || answer.transactions.length === 0) break;
  }
  return all;
}

/** Compares the two sides by reference. Pure: the rule in one place. */
export function compare(ours: Map<string, Side>, theirs: Map<string, Side>) {
  const differences: ReconciliationDifference[] = [];
  let matched = 0;
  for (const reference of new Set([...ours.keys(), ...theirs.keys()])) {
    const o = ours.get(reference) ?? null;
    const t = theirs.get(reference) ?? null;
    const oc = o ? outcomeOurs(o.status) : 'none';
    const tc = t ? outcomeTheirs(t.status) : 'none';
    if (oc === 'none' && tc === 'none') {
      if (o && t) matched++;
      continue;
    }
    const kind: ReconciliationDifference['kind'] | null = !t
      ? 'ours-only'
      : !o
        ? 'theirs-only'
        : oc !== tc
          ? 'status-differs'
          : o.amountKobo !== t.amountKobo
            ? 'amount-differs'
            : null;
    if (kind) differences.push({ kind, reference, ours: o, theirs: t });
    else matched++;
  }
  differences.sort((a, b) => a.kind.localeCompare(b.kind) || a.reference.localeCompare(b.reference));
  return { matched, differences };
}

/**
 * Reconciles the range and records the run.
 * @param run.ranBy the admin who asked, or null for the nightly job.
 * @param run.perPage transactions asked of Paystack per page (default RECONCILE_PAGE_SIZE).
 * @throws PaystackError when Paystack cannot be read (nothing is recorded then).
 */
export async function reconcile(
  deps: { db: Executor; paystack: PaystackClient },
  range: ReportRange,
  run: { ranBy: string | null; perPage?: number },
): Promise<ReconciliationRun> {
  const { ranBy, perPage = RECONCILE_PAGE_SIZE } = run;
  const instants = instantRange(range);
  const [ourRows, theirRows] = await Promise.all([
    deps.db
      .select({ reference: payments.reference, amountKobo: payments.amountMinor, status: payments.status })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'paystack'),
          gte(payments.createdAt, instants.from),
          lt(payments.createdAt, instants.to),
        ),
      ),
    // Paystack's `to` is inclusive: the last millisecond of the range.
    listTheirs(deps.paystack, { from: instants.from, to: new Date(instants.to.getTime() - 1), perPage }),
  ]);
  const ours = new Map(ourRows.map((r) => [r.reference, { amountKobo: r.amountKobo, status: r.status }]));
  const theirs = new Map(theirRows.map((t) => [t.reference, { amountKobo: t.amount, status: t.status }]));
  const { matched, differences } = compare(ours, theirs);
  const [row] = await deps.db
    .insert(reconciliationRuns)
    .values({ fromDate: range.from, toDate: range.to, matched, differences, ranBy })
    .returning();
  if (!row) throw new Error('reconciliation insert returned nothing');
  return toRun(row);
}

function toRun(row: typeof reconciliationRuns.$inferSelect): ReconciliationRun {
  return {
    id: row.id,
    from: row.fromDate,
    to: row.toDate,
    ranAt: row.ranAt.toISOString(),
    ranBy: row.ranBy,
    matched: row.matched,
    differences: row.differences as ReconciliationDifference[],
  };
}

/** The latest run, or null before the first. */
export async function latestRun(db: Executor): Promise<ReconciliationRun | null> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.ranAt)).limit(1);
  return row ? toRun(row) : null;
}

/** A run by id, or null. */
export async function findRun(db: Executor, id: string): Promise<ReconciliationRun | null> {
  const [row] = await db
    .select()
    .from(reconciliationRuns)
    .where(inArray(reconciliationRuns.id, [id]));
  return row ? toRun(row) : null;
}
