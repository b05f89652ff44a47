/**
 * Calls of the live service (issue 17): the traveller's view, the chat, the rating, the
 * officer's controls and stream tickets. Query keys live here so the stream hook can refresh
 * exactly what an event changes.
 */
import {
  ChatMessagesSchema,
  LiveTicketSchema,
  type Milestone,
  SendChatMessageResultSchema,
  ServiceProgressSchema,
  successEnvelope,
  TravellerLiveSchema,
} from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const id = (v: string) => encodeURIComponent(v);

export const liveKeys = {
  traveller: (bookingId: string) => ['live', 'traveller', bookingId] as const,
  chat: (bookingId: string) => ['live', 'chat', bookingId] as const,
  progress: (bookingId: string) => ['live', 'progress', bookingId] as const,
};

export const travellerLiveQuery = (bookingId: string) =>
  queryOptions({
    queryKey: liveKeys.traveller(bookingId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/bookings/${id(bookingId)}/live`, { schema: successEnvelope(TravellerLiveSchema), signal }))
        .data,
    // The officer card appears 30 min before the meeting time even when no event says so.
    refetchInterval: 60_000,
  });

export const chatQuery = (bookingId: string) =>
  queryOptions({
    queryKey: liveKeys.chat(bookingId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/bookings/${id(bookingId)}/chat`, { schema: successEnvelope(ChatMessagesSchema), signal }))
        .data,
  });

export async function sendChatMessage(bookingId: string, body: string) {
  const res = await apiClient.post(
    `/bookings/${id(bookingId)}/chat`,
    { body },
    { schema: successEnvelope(SendChatMessageResultSchema) },
  );
  return res.data.message;
}

export async function rateService(bookingId: string, score: number, comment: string) {
  await apiClient.post(`/bookings/${id(bookingId)}/rating`, comment.trim() ? { score, comment } : { score });
}

const ProgressEnvelope = successEnvelope(ServiceProgressSchema);
export const progressQuery = (bookingId: string) =>
  queryOptions({
    queryKey: liveKeys.progress(bookingId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/officer/services/${id(bookingId)}/progress`, { schema: ProgressEnvelope, signal })).data,
  });

/** `clientId`: the entry's UUID; the server decides an entry sent again with it once (issue 36 item 4). */
export async function verifyCode(bookingId: string, code: string, clientId?: string) {
  return (
    await apiClient.post(`/officer/services/${id(bookingId)}/verify`, clientId ? { code, clientId } : { code }, {
      schema: ProgressEnvelope,
    })
  ).data;
}

/** `clientId`: the tap's UUID; the server records a tap sent again with it once (issue 28 item 5). */
export async function recordMilestone(bookingId: string, milestone: Milestone, clientId?: string) {
  return (
    await apiClient.post(
      `/officer/services/${id(bookingId)}/milestones`,
      clientId ? { milestone, clientId } : { milestone },
      { schema: ProgressEnvelope },
    )
  ).data;
}

/** A 60-second ticket for one stream; the bearer token itself never goes into a URL. */
export async function getStreamTicket(body: { bookingId: string } | { scope: 'officer' | 'board' }) {
  return (await apiClient.post('/live/tickets', body, { schema: successEnvelope(LiveTicketSchema) })).data.ticket;
}

/** Dispatcher: clears the wrong tries of a locked meeting code. */
export async function unlockMeetingCode(bookingId: string) {
  await apiClient.post(`/ops/bookings/${id(bookingId)}/meeting-code/unlock`);
}
