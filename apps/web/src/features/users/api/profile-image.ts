/**
 * The profile picture (spec §5 Profile picture): `PUT /api/auth/me/profile-image` with the raw
 * image as the body and its own content type, and `DELETE /api/auth/me/profile-image`. Both
 * answer the updated user, whose `profileImage` is the picture's URL or null. Failures show the
 * server's reason for a refused file (type, size), else the §5 'Failed to upload image. Please
 * try again.' / 'Failed to remove image. Please try again.'
 */
import { Messages, successEnvelope, type User, UserSchema } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

const ResponseSchema = successEnvelope(UserSchema);

/** @throws ApiError with the message to show. */
export async function uploadProfileImage(file: File): Promise<User> {
  try {
    const body = await apiRequest('/auth/me/profile-image', {
      method: 'PUT',
      body: file,
      schema: ResponseSchema,
    });
    return body.data;
  } catch (error) {
    // 413 and 415 carry the §5 wording of the refused file; anything else is a failed upload.
    if (error instanceof ApiError && (error.status === 413 || error.status === 415)) throw error;
    throw new ApiError(Messages.imageUploadFailed, {
      status: error instanceof ApiError ? error.status : null,
      code: 'UPLOAD_FAILED',
    });
  }
}

/** @throws ApiError 'Failed to remove image. Please try again.' */
export async function removeProfileImage(): Promise<User> {
  try {
    const body = await apiClient.delete('/auth/me/profile-image', { schema: ResponseSchema });
    return body.data;
  } catch (error) {
    throw new ApiError(Messages.imageRemoveFailed, {
      status: error instanceof ApiError ? error.status : null,
      code: 'REMOVE_FAILED',
    });
  }
}

/** Uploads a new picture: resolves with the updated user. @throws ApiError with the message to show. */
export function useUploadProfileImage() {
  return useMutation({ mutationFn: (file: File) => uploadProfileImage(file) });
}

/** Removes the picture: resolves with the updated user. @throws ApiError with the message to show. */
export function useRemoveProfileImage() {
  return useMutation({ mutationFn: () => removeProfileImage() });
}
