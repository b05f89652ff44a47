import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { lagosDayNumber, lagosDayNumberStart, lagosDayStart } from './lagos-day';

describe('Lagos day numbers', () => {
  it('agree with lagosToday and lagosDayStart around midnight in Lagos, every hour over two years', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    for (let t = from; t < from + 730 * 86_400_000; t += 3_600_000 - 1) {
      const instant = new Date(t);
      const day = lagosDayNumber(instant);
      const date = lagosToday(instant);
      expect(lagosDayNumberStart(day)).toEqual(lagosDayStart(date));
      expect(lagosDayNumberStart(day + 1)).toEqual(lagosDayStart(addDaysIso(date, 1)));
    }
    // 17,520 instants: about 2 s alone, 7 s on a machine running every test file at once.
  }, 30_000);

  it('puts 23:00 UTC in the next Lagos day', () => {
    const before = lagosDayNumber(new Date('2026-11-22T22:59:59.999Z'));
    expect(lagosDayNumber(new Date('2026-11-22T23:00:00Z'))).toBe(before + 1);
    expect(lagosDayNumberStart(before + 1).toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});
