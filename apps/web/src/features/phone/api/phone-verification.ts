/**
 * The account's phone for texts (issue 28 §3): `GET /users/me/phone`, a code by SMS
 * (`POST /users/me/phone/verification`) and entering it (`POST /users/me/phone/verify`).
 */
import { PhoneStatusSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PhoneStatusSchema);
export const phoneStatusKey = ['users', 'me', 'phone'] as const;

export const phoneStatusQuery = () =>
  queryOptions({
    queryKey: phoneStatusKey,
    queryFn: async ({ signal }) => (await apiClient.get('/users/me/phone', { schema: ResponseSchema, signal })).data,
  });

export function usePhoneStatus() {
  return useQuery(phoneStatusQuery());
}

/** @throws ApiError (400 invalid number, 409 no number or STOP, 429 too many codes). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: async (phone?: string) => {
      const body = await apiClient.post('/users/me/phone/verification', phone ? { phone } : {}, {
        schema: ResponseSchema,
      });
      return body.message ?? '';
    },
  });
}

/** @throws ApiError (400 wrong or expired code). */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const body = await apiClient.post('/users/me/phone/verify', { code }, { schema: ResponseSchema });
      return { status: body.data, message: body.message ?? '' };
    },
    onSuccess: ({ status }) => queryClient.setQueryData(phoneStatusKey, status),
  });
}
