/**
 * The admin's side of organisations (issue 39 items 1, 3-5): applications, approval with the
 * payment terms, the terms later, suspension and reinstatement. Each change is audited
 * (operations' `recordStaffAudit`) and a status change records `organisation.status_changed`
 * (the owners are e-mailed by the messages feature), both in the change's transaction.
 */
import {
  type OpsOrganisation,
  type OrganisationKind,
  OrganisationMessages,
  type OrganisationStatus,
  type OrganisationTerms,
} from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-types';
import { recordDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordStaffAudit } from '../operations/index';
import {
  listOrganisations,
  memberCounts,
  type OrganisationRow,
  ownersOfMany,
  readOrganisation,
  updateOrganisation,
} from './organisations.repository';
import { organisationDto } from './organisations.service';

export interface AdminDeps {
  db: Db;
  jobs: JobRunner;
}

/** What an admin does to an organisation's status. */
export type StatusAction = 'approve' | 'suspend' | 'reinstate';

const MOVES: Record<StatusAction, { from: OrganisationStatus; to: OrganisationStatus }> = {
  approve: { from: 'applied', to: 'approved' },
  suspend: { from: 'approved', to: 'suspended' },
  reinstate: { from: 'suspended', to: 'approved' },
};

/**
 * The status after `action` (applied -> approved <-> suspended), or an error for an illegal move.
 * @throws AppError 409 CONFLICT when the organisation is not in the status the action starts from.
 */
export function nextStatus(current: OrganisationStatus, action: StatusAction): OrganisationStatus {
  const move = MOVES[action];
  if (current !== move.from) throw AppError.conflict(`Only an organisation that is ${move.from} can be ${move.to}`);
  return move.to;
}

/** Commission belongs to agencies (issue 39 item 4): a company's must be 0. */
function checkTerms(kind: OrganisationKind, terms: OrganisationTerms) {
  if (kind === 'company' && terms.commissionBps !== 0) {
    throw AppError.badRequest(OrganisationMessages.commissionAgenciesOnly, {
      commissionBps: OrganisationMessages.commissionAgenciesOnly,
    });
  }
}

/** The admin's answers for `rows`, with their owners and member counts (two queries for all). */
async function opsDtos(db: Db | Tx, rows: OrganisationRow[]): Promise<OpsOrganisation[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: inside a transaction both go through its one connection anyway.
  const owners = await ownersOfMany(db, ids);
  const counts = await memberCounts(db, ids);
  return rows.map((row) => {
    const { role: _role, ...org } = organisationDto(row, 'owner');
    return {
      ...org,
      memberCount: counts.get(row.id) ?? 0,
      owners: owners
        .filter((o) => o.organisationId === row.id)
        .map((o) => ({ userId: o.userId, name: `${o.firstName} ${o.lastName}`, email: o.email })),
    };
  });
}

async function opsDto(db: Db | Tx, row: OrganisationRow): Promise<OpsOrganisation> {
  const [dto] = await opsDtos(db, [row]);
  if (!dto) throw new Error('no answer for the organisation');
  return dto;
}

/** `GET /ops/organisations?status=`: applications first, then newest first. */
export async function listForAdmin(db: Db, status?: OrganisationStatus): Promise<OpsOrganisation[]> {
  return opsDtos(db, await listOrganisations(db, status));
}

/** `GET /ops/organisations/:id`. @throws 404. */
export async function organisationForAdmin(db: Db, id: string): Promise<OpsOrganisation> {
  const row = isUuid(id) ? await readOrganisation(db, id) : null;
  if (!row) throw AppError.notFound('Organisation not found');
  return opsDto(db, row);
}

/** The organisation's row, locked for the change. @throws 404. */
async function locked(tx: Tx, id: string) {
  const row = isUuid(id) ? await readOrganisation(tx, id, true) : null;
  if (!row) throw AppError.notFound('Organisation not found');
  return row;
}

const termsColumns = (t: OrganisationTerms) => ({
  paymentTerms: t.paymentTerms,
  creditLimitNgnKobo: t.creditLimitNgnKobo,
  paymentDays: t.paymentDays,
  commissionBps: t.commissionBps,
});

/**
 * Moves the status (approve with `terms`, suspend with a reason, reinstate), audited, with its
 * event. @throws 404 unknown; 409 an illegal move; 400 commission for a company.
 */
export async function changeStatus(
  deps: AdminDeps,
  change: { adminId: string; id: string; action: StatusAction; terms?: OrganisationTerms; reason?: string },
  now = new Date(),
): Promise<OpsOrganisation> {
  return deps.db.transaction(async (tx) => {
    const before = await locked(tx, change.id);
    const to = nextStatus(before.status, change.action);
    if (change.terms) checkTerms(before.kind, change.terms);
    const after = await updateOrganisation(tx, before.id, {
      status: to,
      ...(change.terms ? termsColumns(change.terms) : {}),
      ...(change.action === 'suspend' ? { suspendedAt: now } : { suspendedAt: null }),
      ...(change.action === 'approve' ? { approvedAt: now } : {}),
    });
    if (!after) throw AppError.notFound('Organisation not found');
    const actor = { userId: change.adminId, role: 'admin' };
    await recordStaffAudit(tx, actor, {
      action: `organisation.${change.action === 'approve' ? 'approved' : change.action === 'suspend' ? 'suspended' : 'reinstated'}`,
      subjectType: 'organisation',
      subjectId: before.id,
      details: {
        from: before.status,
        to,
        ...(change.terms ? { terms: change.terms } : {}),
        ...(change.reason ? { reason: change.reason } : {}),
      },
    });
    await recordDomainEvent(tx, deps.jobs, {
      type: 'organisation.status_changed',
      aggregateId: before.id,
      payload: { from: before.status, to },
      actor,
      at: now,
    });
    return opsDto(tx, after);
  });
}

/** `PUT /ops/organisations/:id/terms`: the payment terms of an organisation in any status (audited). */
export async function setTerms(deps: AdminDeps, change: { adminId: string; id: string; terms: OrganisationTerms }) {
  return deps.db.transaction(async (tx) => {
    const before = await locked(tx, change.id);
    checkTerms(before.kind, change.terms);
    const after = await updateOrganisation(tx, before.id, termsColumns(change.terms));
    if (!after) throw AppError.notFound('Organisation not found');
    await recordStaffAudit(
      tx,
      { userId: change.adminId, role: 'admin' },
      {
        action: 'organisation.terms_set',
        subjectType: 'organisation',
        subjectId: before.id,
        details: { before: termsColumns(before), after: change.terms },
      },
    );
    return opsDto(tx, after);
  });
}
