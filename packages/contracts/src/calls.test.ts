import { describe, expect, it } from 'vitest';
import { callDurationLabel, officerMayCall, travellerMayCall } from './calls';

const meetingTime = new Date('2026-11-28T14:00:00Z');
const at = (iso: string) => new Date(iso);
const facts = (now: Date, reached: string[] = [], bookingStatus = 'confirmed') => ({
  bookingStatus,
  reached: reached as never[],
  meetingTime,
  now,
  checkInWindowMinutes: 60,
});

describe('who may call when (issue 36 item 2)', () => {
  it('the officer, from check-in opening (or an earlier check-in) until the service ends', () => {
    expect(officerMayCall(facts(at('2026-11-28T12:59:59Z')))).toBe(false);
    expect(officerMayCall(facts(at('2026-11-28T13:00:00Z')))).toBe(true);
    expect(officerMayCall(facts(at('2026-11-28T09:00:00Z'), ['checked_in']))).toBe(true);
    expect(officerMayCall(facts(at('2026-11-28T14:30:00Z'), ['checked_in', 'met', 'completed']))).toBe(false);
    expect(officerMayCall(facts(at('2026-11-28T14:30:00Z'), ['no_show']))).toBe(false);
    expect(officerMayCall(facts(at('2026-11-28T13:30:00Z'), [], 'cancelled'))).toBe(false);
  });

  it('the traveller, from the officer’s check-in until completion', () => {
    expect(travellerMayCall({ bookingStatus: 'confirmed', reached: [] })).toBe(false);
    expect(travellerMayCall({ bookingStatus: 'confirmed', reached: ['checked_in', 'met'] })).toBe(true);
    expect(travellerMayCall({ bookingStatus: 'confirmed', reached: ['checked_in', 'completed'] })).toBe(false);
    expect(travellerMayCall({ bookingStatus: 'cancelled', reached: ['checked_in'] })).toBe(false);
  });

  it('a call’s length reads as a person says it', () => {
    expect(callDurationLabel(42)).toBe('42 s');
    expect(callDurationLabel(65)).toBe('1 min 05 s');
  });
});
