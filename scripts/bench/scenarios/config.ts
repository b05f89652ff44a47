/**
 * `GET /api/config` (issue: performance, goal 2): the product's route that reads no database,
 * beside the minimal server's JSON hello route. Target: >= 50% of the hello route's req/s.
 */
import type { Scenario } from './types';

export const CONFIG_SCENARIO = '/api/config';

export const config: Scenario = {
  name: CONFIG_SCENARIO,
  async setup() {
    return { requests: [{ method: 'GET', path: '/api/config' }], minimal: { method: 'GET', path: '/hello' } };
  },
};
