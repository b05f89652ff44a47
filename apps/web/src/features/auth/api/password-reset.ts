/**
 * POST /api/auth/forgot-password and POST /api/auth/reset-password (issue 16 §3).
 */
import {
  AuthResultSchema,
  type ForgotPasswordRequest,
  MessageEnvelopeSchema,
  type ResetPasswordRequest,
  successEnvelope,
} from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** @returns the server's message (the same whether or not the account exists). @throws ApiError (429, network). */
export async function requestPasswordReset(input: ForgotPasswordRequest): Promise<string> {
  const body = await apiClient.post('/auth/forgot-password', input, { auth: false, schema: MessageEnvelopeSchema });
  return body.message ?? '';
}

const ResetResponseSchema = successEnvelope(AuthResultSchema);

/** @returns the new session. @throws ApiError 400 for an invalid, used or expired link. */
export async function resetPassword(input: ResetPasswordRequest) {
  const body = await apiClient.post('/auth/reset-password', input, { auth: false, schema: ResetResponseSchema });
  return body.data;
}

/** Asks for a reset link: resolves with the server's message. @throws ApiError as {@link requestPasswordReset}. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Sets the new password: resolves with the new session. @throws ApiError as {@link resetPassword}. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
