/**
 * Flight search by number (issue: flights, Benchmark): the dated instance is made by a first
 * search, so the measured requests are the common case, a repeat search of a known flight.
 * Beside it, the minimal server runs the same lookup (issue: performance, goal 2).
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import type { Scenario } from './types';

export const FLIGHT_SEARCH_SCENARIO = 'flight search by number';

export const flightSearchByNumber: Scenario = {
  name: FLIGHT_SEARCH_SCENARIO,
  async setup({ baseUrl }) {
    const date = addDaysIso(lagosToday(), 7);
    const path = `/api/flights/search/number/BA75/${date}`;
    const res = await fetch(baseUrl + path);
    if (res.status !== 200) throw new Error(`pre-warm search answered ${res.status}: ${await res.text()}`);
    return { requests: [{ method: 'GET', path }], minimal: { method: 'GET', path: `/flights/BA75/${date}` } };
  },
};
