import { describe, expect, it } from 'vitest';
import { FLIGHT_REFERENCE_PATTERN, newFlightReference } from './flight-reference';

describe('flight references', () => {
  it('are FL- and 10 Crockford base32 characters, and do not repeat', () => {
    const refs = Array.from({ length: 2_000 }, newFlightReference);
    for (const r of refs) expect(r).toMatch(FLIGHT_REFERENCE_PATTERN);
    expect(new Set(refs).size).toBe(refs.length);
    // No I, L, O or U: they read as 1, 1, 0 or V.
    expect(refs.map((r) => r.slice(3)).join('')).not.toMatch(/[ILOU]/);
  });
});
