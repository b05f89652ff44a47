/**
 * Profile pictures (§5 Profile picture, issue: web app "Profile picture"): JPEG, PNG or WebP,
 * at most 5 MB, kept in `profile_images` so every API process can serve them.
 * The type is decided by the file's first bytes, never by the declared Content-Type alone.
 */
import { AuthMessages, ErrorCode, Messages, PROFILE_IMAGE_MAX_BYTES } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { sniffImageType } from './image-type';
import {
  deleteProfileImage,
  findProfileImage,
  type ProfileImageRow,
  upsertProfileImage,
} from './profile-images.repository';

/**
 * Public URL of a user's picture, versioned by its last change so a new picture is never hidden
 * by a cached old one: `/api/users/<id>/profile-image?v=<updatedAt in ms>`; null without one.
 */
export function profileImageUrl(userId: string, updatedAt: Date | null): string | null {
  return updatedAt ? `/api/users/${userId}/profile-image?v=${updatedAt.getTime()}` : null;
}

/**
 * Stores `bytes` as the user's picture, replacing any previous one.
 * @throws AppError 415 'Please select a valid image file (JPEG, PNG, or WebP)' when the bytes are
 *   not one of those formats; 413 'File size must be less than 5MB' above 5 MB (§5).
 */
export async function saveProfileImage(db: Executor, userId: string, bytes: Buffer): Promise<void> {
  const contentType = checkedImageType(bytes);
  await upsertProfileImage(db, { userId, contentType, sizeBytes: bytes.length, data: bytes });
}

/**
 * The type of an uploaded image by its first bytes, under the §5 rules (profile pictures and
 * officer photos alike). @throws AppError 413 above 5 MB; 415 when not JPEG, PNG or WebP.
 */
export function checkedImageType(bytes: unknown) {
  if (!Buffer.isBuffer(bytes)) throw imageTypeInvalid();
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw imageTooLarge();
  const contentType = sniffImageType(bytes);
  if (!contentType) throw imageTypeInvalid();
  return contentType;
}

/** Removes the user's picture; removing none is not an error. */
export async function removeProfileImage(db: Executor, userId: string): Promise<void> {
  await deleteProfileImage(db, userId);
}

/** The stored picture (its `contentType` was taken from its bytes on upload), or 404. */
export async function getProfileImage(db: Executor, userId: string): Promise<ProfileImageRow> {
  const image = await findProfileImage(db, userId);
  if (!image) throw AppError.notFound(AuthMessages.profileImageNotFound);
  return image;
}

export const imageTypeInvalid = () =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, Messages.imageTypeInvalid, { statusCode: 415 });
export const imageTooLarge = () =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, Messages.imageTooLarge, { statusCode: 413 });
