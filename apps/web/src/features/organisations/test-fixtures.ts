/** Organisations as the API answers them, for this feature's component tests. */
import type { Organisation } from '@fasttrack/contracts';

export const ORG_ID = '0b7c1c9e-0000-4000-8000-0000000000a1';

export function makeOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: ORG_ID,
    legalName: 'Harbour Travel Ltd',
    kind: 'travel_agency',
    status: 'approved',
    role: 'owner',
    tin: '12345678-0001',
    vatRegistered: true,
    billingEmail: 'accounts@harbour.test',
    billingAddress: '12 Marina, Lagos',
    terms: { paymentTerms: 'invoice', creditLimitNgnKobo: 150_000_000, paymentDays: 30, commissionBps: 750 },
    requiresCostCentre: false,
    requiresPoReference: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    approvedAt: '2026-11-21T09:00:00.000Z',
    suspendedAt: null,
    ...overrides,
  };
}

export const ok = <T>(data: T) => ({ success: true, data });
