/**
 * The invoice's arithmetic and calendar (issue 39 items 3, 4, 6; ADR 364): VAT half up once on the
 * subtotal, commission half up, the VAT rate as printed, and Lagos month bounds (UTC+1).
 */
import { describe, expect, it } from 'vitest';
import { businessDayStart } from '../../lib/zone-day';
import { percentOfBps } from './close';
import { commissionOf } from './commission';
import { invoiceMonth, previousLagosMonth } from './invoice-month';
import { vatOnSubtotal } from './vat';

describe('VAT on the subtotal', () => {
  it('is 7.5 % rounded half up to the kobo', () => {
    expect(vatOnSubtotal(9_083_340)).toBe(681_251); // 681,250.5
    expect(vatOnSubtotal(9_083_339)).toBe(681_250); // 681,250.425
    expect(vatOnSubtotal(2_000_000)).toBe(150_000);
    expect(vatOnSubtotal(1)).toBe(0); // 0.075
    expect(vatOnSubtotal(7)).toBe(1); // 0.525
  });

  it('refuses what is not whole kobo', () => {
    expect(() => vatOnSubtotal(10.5)).toThrow(RangeError);
    expect(() => vatOnSubtotal(-1)).toThrow(RangeError);
  });
});

describe('commission', () => {
  it('is the rate of the service amount, half up', () => {
    expect(commissionOf(6_750_005, 1_000)).toBe(675_001);
    expect(commissionOf(6_750_005, 500)).toBe(337_500);
    expect(commissionOf(1, 1)).toBe(0);
  });
});

describe('the printed rate', () => {
  it('drops trailing zeros', () => {
    expect([percentOfBps(750), percentOfBps(1_000), percentOfBps(1_025), percentOfBps(5)]).toEqual([
      '7.5',
      '10',
      '10.25',
      '0.05',
    ]);
  });
});

describe('Lagos months', () => {
  it('start at 00:00 WAT, 23:00 UTC the day before', () => {
    expect(invoiceMonth('2026-10')).toEqual({
      month: '2026-10',
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
      from: new Date('2026-09-30T23:00:00Z'),
      until: new Date('2026-10-31T23:00:00Z'),
    });
    expect(invoiceMonth('2026-12')).toMatchObject({ periodEnd: '2027-01-01', until: new Date('2026-12-31T23:00:00Z') });
    expect(businessDayStart('2026-11-20')).toEqual(new Date('2026-11-19T23:00:00Z'));
  });

  it('closes the month before the one it is in Lagos', () => {
    expect(previousLagosMonth(new Date('2026-11-01T05:00:00Z'))).toBe('2026-10');
    expect(previousLagosMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12'); // 00:30 WAT on 1 January
    expect(previousLagosMonth(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12');
  });
});
