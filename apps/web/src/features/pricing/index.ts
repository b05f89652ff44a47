/**
 * Public face of the pricing feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * Service prices (GET /api/pricing, spec §4).
 */
export * from './api/get-pricing';
