/**
 * POST /api/users/me/delete (issue 19, Data rights: "Delete my account"): the password again.
 * Answers the server's confirmation sentence.
 */
import { type DeleteAccountRequest, MessageEnvelopeSchema } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * @throws ApiError 400 (wrong password, `details.password`), 409 (a paid booking not yet over, or
 *   a refund on its way: the message names it), 403 (staff account), 429 (too many tries).
 */
export async function deleteAccount(input: DeleteAccountRequest): Promise<string> {
  const body = await apiClient.post('/users/me/delete', input, { schema: MessageEnvelopeSchema });
  return body.message ?? 'Your account has been deleted.';
}

/** Deletes the account: resolves with the server's confirmation sentence. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
