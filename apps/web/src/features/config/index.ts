/**
 * Public face of the config feature: other features import only from here (issue 13; the
 * architecture guide's one-way rule, enforced by .dependency-cruiser.cjs).
 * The public app settings (GET /api/config) and what the UI shows from them.
 */
export * from './demo-timetable-note';
