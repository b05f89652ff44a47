/**
 * Route plugins with a name of their own (issue 42, item 5; ADR 393).
 *
 * Fastify asks each plugin it registers for a name twice (once for the plugin tree, once for
 * its registry). A plugin without one is looked for among the exports of every CommonJS module
 * loaded so far (`require.cache`, hundreds to thousands of entries), which never finds an ES
 * module's function. With about 100 plugins unnamed, that search took 26 s of CPU in one run of
 * the integration tests.
 * `fastify-plugin` gives the name Fastify reads first; `encapsulate: true` keeps the plugin's
 * routes, hooks and decorators to itself, as an unwrapped plugin's are.
 */
import type {
  FastifyBaseLogger,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawServerBase,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';

/**
 * `plugin` itself, named `name` (shown in Fastify's plugin tree and its errors) and still
 * encapsulated. Every plugin the app registers is named (checked by plugins/route-layer.integration.test.ts).
 * The type parameters are those of the declaration it is assigned to (`FastifyPluginAsyncZod`),
 * else Fastify's defaults, as for a plugin passed to `register` as it is.
 */
export function namedPlugin<
  Options extends FastifyPluginOptions = Record<never, never>,
  Server extends RawServerBase = RawServerDefault,
  TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
  Logger extends FastifyBaseLogger = FastifyBaseLogger,
>(
  name: string,
  plugin: FastifyPluginAsync<Options, Server, TypeProvider, Logger>,
): FastifyPluginAsync<Options, Server, TypeProvider, Logger> {
  return fp(plugin, { name, encapsulate: true });
}
