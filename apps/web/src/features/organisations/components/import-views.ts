/**
 * The API's per-row import results in words (issue 39 items 1 and 2), for {@link ImportResults}.
 */
import type { InvitationImportResult, PassengerImportResult } from '@fasttrack/contracts';
import type { ImportRowView } from './csv-import';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const passengerOutcomes = { imported: 'Imported', updated: 'Updated', invalid: 'Not imported' } as const;

export function passengerImportView(result: PassengerImportResult): { summary: string; rows: ImportRowView[] } {
  return {
    summary: `${count(result.imported, 'passenger', 'passengers')} imported, ${result.updated} updated, ${count(result.invalid, 'error', 'errors')}.`,
    rows: result.rows.map((r) => ({
      row: r.row,
      who: r.fullName,
      ok: r.outcome !== 'invalid',
      outcome: passengerOutcomes[r.outcome],
      reason: r.reason,
    })),
  };
}

const invitationOutcomes = { invited: 'Invited', already_member: 'Already a member', invalid: 'Not invited' } as const;

export function invitationImportView(result: InvitationImportResult): { summary: string; rows: ImportRowView[] } {
  const errors = result.rows.filter((r) => r.outcome === 'invalid').length;
  return {
    summary: `${count(result.invited, 'invitation', 'invitations')} sent, ${count(errors, 'error', 'errors')}.`,
    rows: result.rows.map((r) => ({
      row: r.row,
      who: r.email,
      ok: r.outcome !== 'invalid',
      outcome: invitationOutcomes[r.outcome],
      reason: r.reason,
    })),
  };
}
