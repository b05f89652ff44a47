/**
 * A person's organisations (issue 39 item 1): applying for one, the header's switcher, the
 * organisation as a member sees it and the settings its owners and admins change.
 */
import type {
  Organisation,
  OrganisationApplication,
  OrganisationRole,
  OrganisationSettingsUpdate,
  OrganisationSummary,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireOrganisationRole } from './membership';
import {
  insertApplication,
  type OrganisationRow,
  organisationsOf,
  readOrganisation,
  updateOrganisation,
} from './organisations.repository';

/** The organisation's answer: its facts and terms, with the caller's `role`. */
export function organisationDto(row: OrganisationRow, role: OrganisationRole): Organisation {
  return {
    id: row.id,
    legalName: row.legalName,
    kind: row.kind,
    status: row.status,
    role,
    tin: row.tin,
    vatRegistered: row.vatRegistered,
    billingEmail: row.billingEmail,
    billingAddress: row.billingAddress,
    terms: {
      paymentTerms: row.paymentTerms,
      creditLimitNgnKobo: row.creditLimitNgnKobo,
      paymentDays: row.paymentDays,
      commissionBps: row.commissionBps,
    },
    requiresCostCentre: row.requiresCostCentre,
    requiresPoReference: row.requiresPoReference,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/**
 * `POST /organisations`: the application, status `applied`, with the applicant as its owner. Terms
 * start as card payment; an admin sets them when approving (issue 39 item 1).
 */
export async function applyForOrganisation(db: Db, applicantId: string, application: OrganisationApplication) {
  const row = await db.transaction((tx) => insertApplication(tx, application, applicantId));
  return organisationDto(row, 'owner');
}

/** `GET /organisations`: every organisation the caller belongs to, whatever its status. */
export async function myOrganisations(db: Db, userId: string): Promise<OrganisationSummary[]> {
  return organisationsOf(db, userId);
}

/**
 * `GET /organisations/:id`: any member sees it; an owner also while it is an application.
 * @throws AppError 404 when the caller is not a member.
 */
export async function organisationForMember(db: Db, who: { organisationId: string; userId: string }) {
  const membership = await requireOrganisationRole(db, { ...who, ability: 'view', allowPending: true });
  // Only its owners see an application (the applicant); other roles cannot exist before approval.
  if (membership.status === 'applied' && membership.role !== 'owner') throw AppError.notFound('Organisation not found');
  const row = await readOrganisation(db, membership.organisationId);
  if (!row) throw AppError.notFound('Organisation not found');
  return organisationDto(row, membership.role);
}

/** `PATCH /organisations/:id` (owner, admin; also while applied): billing contact and booking fields. */
export async function updateSettings(
  db: Db,
  who: { organisationId: string; userId: string },
  update: OrganisationSettingsUpdate,
) {
  const membership = await requireOrganisationRole(db, { ...who, ability: 'manage', allowPending: true });
  const set = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
  const row = await db.transaction((tx) => updateOrganisation(tx, membership.organisationId, set));
  if (!row) throw AppError.notFound('Organisation not found');
  return organisationDto(row, membership.role);
}
