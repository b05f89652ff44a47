/**
 * A query's answer, or what was last known of it when the network is gone (issue 28 item 5;
 * ADR 290). Each answer that arrives is saved for the signed-in person (lib/offline-store.ts);
 * when a fetch fails for want of a network (or waits for one), the saved answer is shown, with
 * the time it was fetched.
 */
import type { User } from '@fasttrack/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ClientErrorCode, isApiError } from './api-error';
import { readLastKnown, saveLastKnown } from './offline-store';

/** What a page shows: the answer, and when it was fetched if it is not fresh from the server. */
export interface LastKnownResult<T> {
  data: T | undefined;
  /** ISO instant the shown answer was fetched, when the network could not be reached; else null. */
  asOf: string | null;
  /** True while the saved answer is being read (or waits for the person to be known). */
  reading: boolean;
  /**
   * True when the server cannot be reached: with no answer shown, the page says so (components/
   * offline-bar.tsx) instead of an error (issue 36 item 4).
   */
  offline: boolean;
}

/** True when the query could not reach the server: no answer came, or it waits for a network. */
function unreachable(query: UseQueryResult<unknown>): boolean {
  return (
    query.fetchStatus === 'paused' || (isApiError(query.error) && query.error.code === ClientErrorCode.NETWORK_ERROR)
  );
}

/**
 * @param key what the answer is, e.g. `booking:<id>`; saved per person.
 * @param user the signed-in person (null while the session check runs: nothing is saved or read,
 *   and offline the result counts as reading).
 * @param answer.query the query whose answer is saved, and read back while it cannot reach the server.
 * @param answer.offline the network is known to be gone from another query (one this query waits for).
 */
export function useLastKnown<T>(
  key: string,
  user: User | null,
  answer: { query: UseQueryResult<T>; offline?: boolean },
): LastKnownResult<T> {
  const { query } = answer;
  const offline = unreachable(query) || answer.offline === true;
  const fetchedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (user && query.data !== undefined && !offline && fetchedAt > 0) {
      void saveLastKnown(key, user, { data: query.data, savedAt: new Date(fetchedAt).toISOString() });
    }
  }, [key, user, query.data, offline, fetchedAt]);
  const wanted = user !== null && query.data === undefined && offline;
  const saved = useQuery({
    queryKey: ['last-known', key, user?.id],
    queryFn: () => readLastKnown<T>(key, user?.id ?? ''),
    enabled: wanted,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (query.data !== undefined) {
    return { data: query.data, asOf: offline ? new Date(fetchedAt).toISOString() : null, reading: false, offline };
  }
  // Reading from the render that wants it, and while the person is not known yet (a signed-in
  // page renders during the session check): no "offline" flashes up before a saved answer.
  const reading = query.data === undefined && offline && (user === null || saved.isFetching || !saved.isFetched);
  return { data: saved.data?.data, asOf: saved.data?.savedAt ?? null, reading, offline };
}
