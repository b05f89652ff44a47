/**
 * Saves a file the API answers to a signed-in caller: fetched with the session's bearer token
 * (a plain link could not carry it) and saved under the name the server gives in
 * `Content-Disposition`. Used by "Download my data" (issue 19) and the report exports (issue 30).
 */
import { API_BASE, ApiError, refreshSession } from './api-client';
import { getAuthToken } from './auth-storage';

async function fetchFile(path: string): Promise<Response> {
  const token = getAuthToken();
  return fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or null. */
export function attachmentFilename(header: string | null): string | null {
  return header ? (/filename="([^"]+)"/.exec(header)?.[1] ?? null) : null;
}

/**
 * Downloads `path` (under /api, e.g. `/users/me/export`). An expired access token is refreshed once.
 * @returns the file name it was saved under (`fallbackName` when the server gives none).
 * @throws ApiError with the server's message, or a network error.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let res = await fetchFile(path);
  if (res.status === 401 && (await refreshSession())) res = await fetchFile(path);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(body?.message ?? `HTTP ${res.status} error`, {
      status: res.status,
      code: body?.error ?? 'HTTP_ERROR',
    });
  }
  const filename = attachmentFilename(res.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn, once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}
