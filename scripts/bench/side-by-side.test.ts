import { describe, expect, it } from 'vitest';
import { minimalShareOf, type Pair, sideBySideLines, targetLines } from './side-by-side';

const pair = (scenario: string, minimalRps: number, productRps: number, productP99: number): Pair => ({
  scenario,
  minimal: { rps: minimalRps, p99: 2, failures: 0 },
  product: { rps: productRps, p99: productP99, failures: 0 },
});

describe('the API side by side', () => {
  it("shows the product's req/s as a share of the minimal server's on the route's line", () => {
    const [header, , line] = sideBySideLines([pair('flight search by number', 4000, 3000, 8)]);
    expect(header).toContain('minimal req/s');
    expect(line).toMatch(/^flight search by number\s+4000\s+2\.0\s+3000\s+8\.0\s+75%\s+0$/);
  });

  it('says which targets are met and which are MISSED, with the figures', () => {
    const lines = targetLines([
      pair('/api/config', 10000, 4000, 5),
      pair('flight search by number', 4000, 3000, 12),
      pair('bookings list (10 bookings)', 2000, 1200, 20),
    ]);
    expect(lines).toEqual([
      '  /api/config vs the minimal hello route >= 50% of minimal: MISSED (40%)',
      '  flight search by number >= 75% of minimal, p99 <= 10 ms: MISSED (75%, p99 12.0 ms)',
      '  bookings list >= 50% of minimal: met (60%)',
    ]);
  });

  it("gives the minimal server's share of its own hello route for a route, when both were measured", () => {
    const pairs = [pair('/api/config', 60000, 50000, 1), pair('flight search by number', 15000, 12000, 2)];
    expect(minimalShareOf(pairs, 'flight search by number')).toBe(0.25);
    expect(minimalShareOf(pairs, 'bookings list (10 bookings)')).toBeNull();
    expect(minimalShareOf(pairs.slice(1), 'flight search by number')).toBeNull();
  });

  it('leaves out the targets of routes that were not measured', () => {
    expect(targetLines([pair('bookings list (10 bookings)', 2000, 900, 20)])).toEqual([
      '  bookings list >= 50% of minimal: MISSED (45%)',
    ]);
  });
});
