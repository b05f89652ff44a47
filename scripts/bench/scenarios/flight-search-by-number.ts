/**
 * Flight search by number (issue: flights, Benchmark): the dated instance is made by a first
 * search, so the measured requests are the common case, a repeat search of a known flight.
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import type { Scenario } from './types';

export const flightSearchByNumber: Scenario = {
  name: 'flight search by number',
  async setup({ baseUrl }) {
    const path = `/api/flights/search/number/BA75/${addDaysIso(lagosToday(), 7)}`;
    const res = await fetch(baseUrl + path);
    if (res.status !== 200) throw new Error(`pre-warm search answered ${res.status}: ${await res.text()}`);
    return { method: 'GET', path };
  },
};
