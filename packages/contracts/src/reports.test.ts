import { describe, expect, it } from 'vitest';
import { minorToDecimalText } from './money';
import { ReportRangeQuerySchema, reportDayCount, reportPresetRange } from './reports';

describe('report ranges', () => {
  it('ends the presets today, except yesterday', () => {
    expect(reportPresetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(reportPresetRange('last-7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(reportDayCount(...(Object.values(reportPresetRange('last-90', '2026-03-01')) as [string, string]))).toBe(90);
  });

  it('refuses a range that runs backwards or past a year', () => {
    expect(ReportRangeQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(ReportRangeQuerySchema.safeParse({ from: '2025-03-01', to: '2026-03-01' }).success).toBe(true);
    expect(ReportRangeQuerySchema.safeParse({ from: '2025-02-28', to: '2026-03-01' }).success).toBe(false);
  });
});

describe('minorToDecimalText', () => {
  it('writes minor units as exact major-unit text', () => {
    expect(minorToDecimalText(13_500_000)).toBe('135000.00');
    expect(minorToDecimalText(5)).toBe('0.05');
    expect(minorToDecimalText(-105)).toBe('-1.05');
    expect(minorToDecimalText(0)).toBe('0.00');
  });
});
