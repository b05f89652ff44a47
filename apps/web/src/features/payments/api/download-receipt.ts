/**
 * GET /api/bookings/:id/receipt.pdf (issue 16 §4): the PDF receipt of a paid booking, fetched
 * with the session's bearer token (a plain link could not carry it) and saved as a file.
 */
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, refreshSession } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-storage';

async function fetchReceipt(bookingId: string): Promise<Response> {
  const token = getAuthToken();
  return fetch(`${API_BASE}/bookings/${encodeURIComponent(bookingId)}/receipt.pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * Downloads the receipt as `R-<booking reference>.pdf`. An expired access token is refreshed once.
 * @throws ApiError with the server's message (404 not found, 409 not paid) or a network error.
 */
export async function downloadReceipt(bookingId: string, bookingReference: string): Promise<void> {
  let res = await fetchReceipt(bookingId);
  if (res.status === 401 && (await refreshSession())) res = await fetchReceipt(bookingId);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(body?.message ?? `HTTP ${res.status} error`, {
      status: res.status,
      code: body?.error ?? 'HTTP_ERROR',
    });
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `R-${bookingReference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ReceiptVariables {
  bookingId: string;
  bookingReference: string;
}

/** Downloads a booking's receipt (see {@link downloadReceipt}); `error` carries the server's message. */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: ({ bookingId, bookingReference }: ReceiptVariables) => downloadReceipt(bookingId, bookingReference),
  });
}
