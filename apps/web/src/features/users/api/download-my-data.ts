/**
 * GET /api/users/me/export (issue 19, Data rights: "Download my data"): the caller's data as a
 * JSON file, saved under the name the server gives (`fasttrack-data-YYYY-MM-DD.json`).
 */
import { dataExportFilename } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/**
 * Downloads the file. An expired access token is refreshed once.
 * @returns the file name it was saved under.
 * @throws ApiError with the server's message, or a network error.
 */
export function downloadMyData(): Promise<string> {
  return downloadFile('/users/me/export', dataExportFilename());
}

/** Downloads the caller's data (see {@link downloadMyData}): resolves with the file name. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: () => downloadMyData() });
}
