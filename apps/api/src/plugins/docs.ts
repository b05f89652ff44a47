/**
 * OpenAPI document generated from the route schemas, at `/api/openapi.json`, and a
 * browsable reference at `/api/docs` (issue: foundation, item 8). What partners' tools need of it
 * (issue 31): every operation names its `operationId`, `summary`, `security` and true media
 * types (checked by `openapi-document.integration.test.ts` with Redocly's recommended rules and
 * swagger-parser), and `servers` names the instance that answered.
 */
import { STATUS_CODES } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { returnBase } from '../lib/return-origin';

/** The bearer access token that protected routes name in `security` (lib/route-schemas.ts). */
const bearerAuth = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: 'The access token from register, login or refresh (15 minutes).',
} as const;

/** What withUsedSecuritySchemes reads of an OpenAPI document. */
interface SecuredDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/**
 * Each answer described by its status's reason phrase ("Created", "Not Found") where its route
 * gave no description of its own: @fastify/swagger writes "Default Response" for all of them.
 */
function withStatusDescriptions<D extends SecuredDocument>(document: D): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Record<string, { description?: string }> }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[status] ?? status;
      }
    }
  }
  return document;
}

/**
 * The document with only the security schemes its operations name: routes are registered by
 * configuration (social sign-in, each stand-in), and a scheme no operation uses misleads a reader.
 */
function withUsedSecuritySchemes<D extends SecuredDocument>(document: D): D {
  const used = new Set<string>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const security = (operation as { security?: Array<Record<string, string[]>> }).security ?? [];
      for (const requirement of security) for (const name of Object.keys(requirement)) used.add(name);
    }
  }
  const schemes = document.components?.securitySchemes ?? {};
  const kept = Object.fromEntries(Object.entries(schemes).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, securitySchemes: kept } };
}

/**
 * @param described.securitySchemes the other ways callers prove who they are, by scheme name, from
 *   the features and stand-ins that accept them (webhook signatures, stream tickets, stand-in keys).
 * @param described.webhooks the OpenAPI 3.1 `webhooks` section: what the API sends to partners'
 *   endpoints, by event type (features/webhooks/openapi-webhooks.ts; issue 40 item 5).
 */
export async function registerDocs(
  app: FastifyInstance,
  config: Config,
  described: { securitySchemes: Record<string, object>; webhooks?: Record<string, object> },
) {
  const { securitySchemes, webhooks = {} } = described;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FastTrack LOS API',
        description: 'Book airport fast-track assistance at Lagos (LOS). Every answer uses the envelope of spec §8.',
        version: config.version,
        license: { name: 'Proprietary: use under the FastTrack LOS terms', url: `${config.publicUrl}/terms` },
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth, ...securitySchemes } },
      ...(Object.keys(webhooks).length > 0 ? { webhooks } : {}),
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? withUsedSecuritySchemes(withStatusDescriptions(document.openapiObject))
        : document.swaggerObject,
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) => {
    // The instance the caller reached (PUBLIC_URL when set, else the caller's own origin when it
    // is one of ours: ADR 150), so a client generated from it calls this instance.
    const url = returnBase(config, request);
    return { ...app.swagger(), servers: [{ url, description: 'This instance' }] };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
