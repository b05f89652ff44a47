/**
 * The load generator's requests per connection (issue 29 §4, §6): each connection starts at its
 * own place in the list, so the booking scenario's connections book different days at once.
 */
import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { staggered } from './load-generator';

const request = (path: string): autocannon.Request => ({ method: 'POST', path });

/** The lists the connections would send, by calling setupClient as autocannon does. */
function listsOf(options: autocannon.Options, connections: number): string[][] {
  const lists: string[][] = [];
  for (let i = 0; i < connections; i++) {
    options.setupClient?.({
      setRequests: (requests: autocannon.Request[]) => lists.push(requests.map((r) => r.path ?? '')),
    } as unknown as autocannon.Client);
  }
  return lists;
}

describe('staggered', () => {
  it('starts each connection a share of the list further on', () => {
    const requests = ['/a', '/b', '/c', '/d', '/e', '/f'].map(request);
    const options = staggered({ url: 'http://127.0.0.1', connections: 3, requests });
    expect(listsOf(options, 3)).toEqual([
      ['/a', '/b', '/c', '/d', '/e', '/f'],
      ['/c', '/d', '/e', '/f', '/a', '/b'],
      ['/e', '/f', '/a', '/b', '/c', '/d'],
    ]);
  });

  it('leaves options with a single request as they are', () => {
    const options = { url: 'http://127.0.0.1', connections: 10, requests: [request('/hello')] };
    expect(staggered(options)).toBe(options);
  });
});
