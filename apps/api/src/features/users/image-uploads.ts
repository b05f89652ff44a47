/**
 * The one way an image is uploaded (§5 Profile picture; issue 15 §3 officer photos): a plugin
 * scope that parses nothing but JPEG, PNG and WebP, as raw bytes, up to 5 MB, and answers
 * Fastify's own refusals with the §5 wording. Register the upload route inside this scope.
 */
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@fasttrack/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { imageTooLarge, imageTypeInvalid } from './profile-images.service';

export function acceptImageUploadsOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    [...PROFILE_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: PROFILE_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Anything else goes on to the app's error handler.
  scope.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw imageTooLarge();
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw imageTypeInvalid();
    throw err;
  });
}
