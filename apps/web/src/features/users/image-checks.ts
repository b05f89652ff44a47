/**
 * The browser's own check of a chosen profile picture before it is sent (spec §5 Profile
 * picture): JPEG, PNG or WebP, at most 5 MB. The server checks the bytes again.
 */
import { Messages, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@fasttrack/contracts';

/** The §5 message for an unacceptable file, or null when it may be uploaded. */
export function profileImageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return Messages.imageTypeInvalid;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return Messages.imageTooLarge;
  return null;
}

/** For the file picker's `accept`. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');
