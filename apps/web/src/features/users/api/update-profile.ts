/**
 * PATCH /api/auth/me (issue: profile, "General saves to the API"): first name, last name, phone,
 * nationality and marketing consent. Answers the updated user.
 */
import { successEnvelope, type UpdateProfileRequest, type User, UserSchema } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(UserSchema);

/** @throws ApiError (400 with `details` per field). */
export async function updateProfile(input: UpdateProfileRequest): Promise<{ user: User; message: string }> {
  const body = await apiClient.patch('/auth/me', input, { schema: ResponseSchema });
  return { user: body.data, message: body.message ?? 'Profile updated successfully' };
}

/** Saves the General tab: resolves with the updated user and the server's sentence. */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
