import { describe, expect, it } from 'vitest';
import { capacityDay, capacityLocks } from './capacity';

describe("capacity's day is the airport's (issue 41 item 2)", () => {
  const at = new Date('2026-11-22T23:30:00Z'); // 23:30 GMT in Accra, 00:30 WAT the next day in Lagos

  it('orders the officers by the assignments of the airport’s own date', () => {
    expect(capacityDay(at, 'Africa/Accra')).toEqual({
      dayStart: new Date('2026-11-22T00:00:00Z'),
      dayEnd: new Date('2026-11-23T00:00:00Z'),
    });
    expect(capacityDay(at, 'Africa/Lagos')).toEqual({
      dayStart: new Date('2026-11-22T23:00:00Z'),
      dayEnd: new Date('2026-11-23T23:00:00Z'),
    });
  });

  it("locks the days of the airport's clock the window touches", () => {
    const window = { windowStart: at, windowEnd: new Date('2026-11-23T01:00:00Z') };
    const accra = capacityLocks({ ...window, timeZone: 'Africa/Accra' }).days;
    const lagos = capacityLocks({ ...window, timeZone: 'Africa/Lagos' }).days;
    expect(accra).toHaveLength(2); // 23:30 to 01:00 GMT crosses Accra's midnight
    expect(lagos).toHaveLength(1); // 00:30 to 02:00 WAT does not cross Lagos's
    expect(lagos[0]).toBe(accra[1]);
  });
});
