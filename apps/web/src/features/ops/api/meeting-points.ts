/**
 * Meeting points (issue 15 §1): `GET /api/ops/meeting-points`, and
 * `PUT /api/ops/meeting-points/:terminal/:serviceType` `{ description, shortLabel }` (admin).
 */
import { MeetingPointSchema, type ServiceType, successEnvelope, type Terminal } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ListResponse = successEnvelope(z.array(MeetingPointSchema));
const meetingPointsKey = [...opsKey, 'meeting-points'] as const;

/** @throws ApiError. */
export async function getMeetingPoints(signal?: AbortSignal) {
  const body = await apiClient.get('/ops/meeting-points', { schema: ListResponse, ...(signal ? { signal } : {}) });
  return body.data;
}

export const meetingPointsQuery = () =>
  queryOptions({ queryKey: meetingPointsKey, queryFn: ({ signal }) => getMeetingPoints(signal) });

export function useUpdateMeetingPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      terminal,
      serviceType,
      description,
      shortLabel,
    }: {
      terminal: Terminal;
      serviceType: ServiceType;
      description: string;
      shortLabel?: string | undefined;
    }) =>
      apiClient.put(`/ops/meeting-points/${encodeURIComponent(terminal)}/${encodeURIComponent(serviceType)}`, {
        description,
        ...(shortLabel ? { shortLabel } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingPointsKey }),
  });
}
