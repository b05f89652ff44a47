/**
 * GET /api/config: public settings (test mode, version, configured social sign-in providers,
 * whether texts can be sent).
 * One file per endpoint (fetcher + query).
 * Checked with {@link isAppConfig} instead of the zod schema: this call is on every page's first
 * load, which must stay small (ADR 051); a test keeps the guard in step with AppConfigSchema.
 */
import type { AppConfig } from '@fasttrack/contracts';
import { ApiCallMessages } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';

/** True when `value` is `{ success: true, data: AppConfig }`. */
export function isAppConfigResponse(value: unknown): value is { success: true; data: AppConfig } {
  if (typeof value !== 'object' || value === null) return false;
  const { success, data } = value as { success?: unknown; data?: Record<string, unknown> | null };
  return (
    success === true &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.testMode === 'boolean' &&
    typeof data.version === 'string' &&
    (data.socialProviders === undefined ||
      (Array.isArray(data.socialProviders) && data.socialProviders.every((p) => p === 'google' || p === 'facebook'))) &&
    (data.texts === undefined || typeof data.texts === 'boolean')
  );
}

export async function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const body = await apiClient.get('/config', { auth: false, ...(signal ? { signal } : {}) });
  if (!isAppConfigResponse(body)) {
    throw new ApiError(ApiCallMessages.unexpectedError, { status: 200, code: ClientErrorCode.INVALID_RESPONSE });
  }
  return { ...body.data, socialProviders: body.data.socialProviders ?? [], texts: body.data.texts ?? false };
}

export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // Settings change only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export function useAppConfig() {
  return useQuery(appConfigQuery());
}
