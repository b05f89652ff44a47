/**
 * GET /api/users/me/export (issue 19, Data rights: "Download my data"): the caller's data as a
 * JSON file, fetched with the session's bearer token (a plain link could not carry it) and saved
 * under the name the server gives (`fasttrack-data-YYYY-MM-DD.json`).
 */
import { dataExportFilename } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, refreshSession } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-storage';

async function fetchExport(): Promise<Response> {
  const token = getAuthToken();
  return fetch(`${API_BASE}/users/me/export`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or null. */
export function attachmentFilename(header: string | null): string | null {
  return header ? (/filename="([^"]+)"/.exec(header)?.[1] ?? null) : null;
}

/**
 * Downloads the file. An expired access token is refreshed once.
 * @returns the file name it was saved under.
 * @throws ApiError with the server's message, or a network error.
 */
export async function downloadMyData(): Promise<string> {
  let res = await fetchExport();
  if (res.status === 401 && (await refreshSession())) res = await fetchExport();
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(body?.message ?? `HTTP ${res.status} error`, {
      status: res.status,
      code: body?.error ?? 'HTTP_ERROR',
    });
  }
  const filename = attachmentFilename(res.headers.get('content-disposition')) ?? dataExportFilename();
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

/** Downloads the caller's data (see {@link downloadMyData}): resolves with the file name. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: () => downloadMyData() });
}
