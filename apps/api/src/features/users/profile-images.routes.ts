/**
 * Profile pictures (§5 Profile picture; issue: web app, "Profile picture"):
 * - `PUT /api/auth/me/profile-image`: the raw image as the body (Content-Type image/jpeg,
 *   image/png or image/webp, at most 5 MB); answers the updated user.
 * - `DELETE /api/auth/me/profile-image`: removes it; answers the updated user.
 * - `GET /api/users/:id/profile-image`: public and cacheable; `user.profileImage` links here.
 */
import {
  AuthMessages,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  successEnvelope,
  UserSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok, publicSecurity } from '../../lib/route-schemas';
import { acceptImageUploadsOnly } from './image-uploads';
import { getProfileImage } from './profile-images.service';
import { clearProfileImage, setProfileImage } from './users.service';

const UserEnvelope = successEnvelope(UserSchema);
/** A versioned URL never changes content, so it may be cached for good (RFC 8246). */
const CACHE_VERSIONED = 'public, max-age=31536000, immutable';
const CACHE_UNVERSIONED = 'public, no-cache';

export const profileImageRoutes: FastifyPluginAsyncZod = namedPlugin('profileImageRoutes', async (app) => {
  app.get(
    '/users/:id/profile-image',
    {
      schema: {
        tags: ['users'],
        operationId: 'getUserProfileImage',
        security: publicSecurity,
        summary: "A user's profile picture (public; cache forever with the ?v= version from user.profileImage)",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: {
          200: mediaAnswer('The picture', PROFILE_IMAGE_TYPES),
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const image = await getProfileImage(app.db, request.params.id);
      const version = String(image.updatedAt.getTime());
      const etag = `"${version}"`;
      reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .header('cache-control', request.query.v === version ? CACHE_VERSIONED : CACHE_UNVERSIONED);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.send(image.data);
    },
  );

  // Changing one's own picture needs a signed-in caller: authenticated once for this scope.
  const signedInRoutes: FastifyPluginAsyncZod = namedPlugin('signedInRoutes', async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);

    signedIn.delete(
      '/auth/me/profile-image',
      {
        schema: {
          tags: ['auth'],
          operationId: 'deleteMyProfileImage',
          summary: 'Remove the profile picture',
          security: bearerSecurity,
          response: { 200: UserEnvelope, ...errorResponses(401) },
        },
      },
      async (request) => {
        return ok({
          message: AuthMessages.profileImageRemoved,
          data: await clearProfileImage(app.db, request.user.userId),
        });
      },
    );

    await signedIn.register(
      namedPlugin('profileImageUploadRoutes', async (scope) => {
        acceptImageUploadsOnly(scope);

        scope.put(
          '/auth/me/profile-image',
          {
            bodyLimit: PROFILE_IMAGE_MAX_BYTES,
            schema: {
              tags: ['auth'],
              operationId: 'uploadMyProfileImage',
              summary: 'Upload the profile picture: the raw JPEG, PNG or WebP file as the body, at most 5 MB',
              security: bearerSecurity,
              consumes: [...PROFILE_IMAGE_TYPES],
              // Documents the raw body; the bytes themselves are checked by saveProfileImage.
              body: z.any().meta({ type: 'string', format: 'binary', description: 'The image file (at most 5 MB)' }),
              response: { 200: UserEnvelope, ...errorResponses(401, 413, 415) },
            },
          },
          async (request) => {
            return ok({
              message: AuthMessages.profileImageUpdated,
              data: await setProfileImage(app.db, request.user.userId, request.body as Buffer),
            });
          },
        );
      }),
    );
  });
  await app.register(signedInRoutes);
});
