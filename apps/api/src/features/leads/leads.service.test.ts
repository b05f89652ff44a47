import { describe, expect, it } from 'vitest';
import { flightKeyOf } from './leads.service';

describe('flight key of a lead', () => {
  it('is the same for the same data in any key order, nested too', () => {
    const a = flightKeyOf({ flightNumber: 'BA75', date: '2026-12-01', route: { from: 'LHR', to: 'LOS' } });
    const b = flightKeyOf({ route: { to: 'LOS', from: 'LHR' }, date: '2026-12-01', flightNumber: 'BA75' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when any value differs', () => {
    const a = flightKeyOf({ flightNumber: 'BA75', date: '2026-12-01' });
    expect(flightKeyOf({ flightNumber: 'BA75', date: '2026-12-02' })).not.toBe(a);
    expect(flightKeyOf({ flightNumber: 'BA75', date: '2026-12-01', extra: null })).not.toBe(a);
  });
});
