/**
 * Meeting points per served airport (issue 15 §1; issue 41 item 1):
 * `GET /api/ops/meeting-points?airport=XXX` (dispatcher, admin) and
 * `PUT /api/ops/airports/:iata/meeting-points/:terminal/:serviceType` `{ description, shortLabel }` (admin).
 */
import { MeetingPointSchema, type ServiceType, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { airportsKey } from './airports';

const ListResponse = successEnvelope(z.array(MeetingPointSchema));
// Below the airports' key: deleting a terminal (which deletes its points) refreshes these too.
const meetingPointsKey = (iata: string) => [...airportsKey, iata, 'meeting-points'] as const;

/** @throws ApiError. */
export async function getMeetingPoints(iata: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/ops/meeting-points?${new URLSearchParams({ airport: iata })}`, {
    schema: ListResponse,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const meetingPointsQuery = (iata: string) =>
  queryOptions({ queryKey: meetingPointsKey(iata), queryFn: ({ signal }) => getMeetingPoints(iata, signal) });

export interface MeetingPointChange {
  airportIata: string;
  terminal: string;
  serviceType: ServiceType;
  description: string;
  shortLabel?: string | undefined;
}

export function useUpdateMeetingPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ airportIata, terminal, serviceType, description, shortLabel }: MeetingPointChange) =>
      apiClient.put(
        `/ops/airports/${encodeURIComponent(airportIata)}/meeting-points/${encodeURIComponent(terminal)}/${encodeURIComponent(serviceType)}`,
        { description, ...(shortLabel ? { shortLabel } : {}) },
      ),
    onSuccess: (_, { airportIata }) => queryClient.invalidateQueries({ queryKey: meetingPointsKey(airportIata) }),
  });
}
