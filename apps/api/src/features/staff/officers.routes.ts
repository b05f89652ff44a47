/**
 * Officers (issue 15 §3), dispatcher and admin:
 * - `GET /api/ops/officers[?airport=]` (of one served airport when given), `POST /api/ops/officers`
 *   (account + officer at a served airport + one-time password; issue 41 item 1)
 * - `PATCH /api/ops/officers/:id`
 * - `PUT /api/ops/officers/:id/photo`: the raw JPEG, PNG or WebP file, at most 5 MB (the profile
 *   picture rules); `GET /api/ops/officers/:id/photo` (staff only, fetched with the bearer header)
 */
import {
  CreatedOfficerSchema,
  CreateOfficerRequestSchema,
  IdParamsSchema,
  ListOfficersQuerySchema,
  OfficerSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  successEnvelope,
  UpdateOfficerRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { acceptImageUploadsOnly } from '../users/index';
import { createOfficer, getOfficerPhoto, listOfficers, setOfficerPhotoBytes, updateOfficer } from './officers.service';
import { staffOnly } from './staff-access';
import { actorOf } from './staff-accounts.routes';

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);
const OfficerEnvelope = successEnvelope(OfficerSchema);

/** Listing, creating and editing officers, and their photo upload: checked once (dispatcher, admin). */
const dispatchRoutes: FastifyPluginAsyncZod = namedPlugin('dispatchRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/officers',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOfficers',
        summary: 'Every officer, active or not, of one served airport when `airport` is given (dispatcher, admin)',
        querystring: ListOfficersQuerySchema,
        response: { 200: successEnvelope(z.array(OfficerSchema)), ...denied },
      },
    },
    async (request) => ok({ data: await listOfficers(app.db, request.query.airport) }),
  );

  app.post(
    '/ops/officers',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOfficer',
        summary: 'Create an officer and its account; answers a one-time password, shown once (dispatcher, admin)',
        body: CreateOfficerRequestSchema,
        response: { 201: successEnvelope(CreatedOfficerSchema), ...denied, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const data = await createOfficer(app.db, actorOf(request), request.body);
      return reply.code(201).send(ok({ message: 'Officer created.', data }));
    },
  );

  app.patch(
    '/ops/officers/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateOfficer',
        summary:
          "Edit an officer's details, badge number, languages, airport, terminals or active flag (dispatcher, admin)",
        params: IdParamsSchema,
        body: UpdateOfficerRequestSchema,
        response: { 200: OfficerEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request) =>
      ok({
        message: 'Officer saved.',
        data: await updateOfficer(app, actorOf(request), { id: request.params.id, patch: request.body }),
      }),
  );

  // Its own scope for the image body parser; the role check above still applies to it.
  await app.register(
    namedPlugin('officerPhotoRoutes', async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      acceptImageUploadsOnly(scope);

      scope.put(
        '/ops/officers/:id/photo',
        {
          bodyLimit: PROFILE_IMAGE_MAX_BYTES,
          schema: {
            tags,
            security: bearerSecurity,
            operationId: 'uploadOfficerPhoto',
            summary: "Upload an officer's photo: the raw JPEG, PNG or WebP file, at most 5 MB (dispatcher, admin)",
            consumes: [...PROFILE_IMAGE_TYPES],
            params: IdParamsSchema,
            body: z.any().meta({ type: 'string', format: 'binary', description: 'The image file (at most 5 MB)' }),
            response: { 200: OfficerEnvelope, ...denied, ...errorResponses(413, 415) },
          },
        },
        async (request) => {
          return ok({
            message: 'Photo saved.',
            data: await setOfficerPhotoBytes(app.db, actorOf(request), {
              id: request.params.id,
              bytes: request.body as Buffer,
            }),
          });
        },
      );
    }),
  );
});

/** An officer's photo, for any staff member: checked once for this scope (officer, dispatcher, admin). */
const anyStaffRoutes: FastifyPluginAsyncZod = namedPlugin('anyStaffRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'officer', 'dispatcher', 'admin'));

  app.get(
    '/ops/officers/:id/photo',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOfficerPhoto',
        summary: "An officer's photo (staff only)",
        params: IdParamsSchema,
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: mediaAnswer("The officer's photo", PROFILE_IMAGE_TYPES), ...denied },
      },
    },
    async (request, reply) => {
      const photo = await getOfficerPhoto(app.db, request.params.id);
      return (
        reply
          .header('content-type', photo.contentType)
          .header('x-content-type-options', 'nosniff')
          // Behind a bearer token: private caches only, and revalidated (the ?v= changes with the photo).
          .header('cache-control', 'private, no-cache')
          .send(photo.data)
      );
    },
  );
});

/** Every officer route, each in the scope of the roles it allows. */
export const officerRoutes: FastifyPluginAsyncZod = namedPlugin('officerRoutes', async (app) => {
  await app.register(dispatchRoutes);
  await app.register(anyStaffRoutes);
});
