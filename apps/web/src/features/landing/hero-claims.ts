/**
 * The hero's marketing claims (spec §1, §9), also quoted by the sections below it. Static by
 * design: the spec shows no source for these figures. Kept apart from `content.ts` so the first
 * load carries only these (ADR 175).
 */
export const heroClaims = {
  timeSaved: '45-90 minutes',
  customers: '1,234+',
  officersAvailable: 3,
  officerDetailsBefore: '30 minutes',
} as const;
