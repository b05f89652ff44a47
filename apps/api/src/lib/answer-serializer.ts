/**
 * How the API writes each answer body (ADR 190). Every route declares its answers as zod schemas
 * (`schema.response`); Fastify asks this compiler once per route and status for a function
 * `(data) => string`.
 *
 * - The schema is turned into JSON Schema (zod's `toJSONSchema`, output side; a nullable field
 *   as `nullable`, ADR 392) and compiled by fast-json-stringify, Fastify's own serializer: it
 *   writes only the properties the schema declares, so a field a route did not mean to send never
 *   leaves, and it throws on a missing required property (a 500 in the §8 envelope). It does not
 *   check values against the schema.
 * - A schema that JSON Schema cannot express (a transform or a date on the output side) is written
 *   by zod's encode and `JSON.stringify` (fastify-type-provider-zod), which also checks the values.
 * - With `checkAgainstZod` (every run that is not production, so the test suites), each answer is
 *   also encoded by zod: zod's check fails as it always did, and an answer whose two writings differ
 *   once parsed fails with the route, status and both texts. That is what keeps the fast writer
 *   honest to the contract without paying zod's walk over every answer in production.
 *
 * Both compilations wait for the route's first answer, so starting an app (and every test that
 * builds one) compiles nothing for the routes it does not call.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What Fastify passes to a serializer compiler (the fields this one reads). */
export interface SerializerRoute {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

type Serialize = (data: unknown) => string;

/** The fast-json-stringify writer for `schema`, or `null` when JSON Schema cannot express its output. */
function compileFast(schema: z.ZodType): Serialize | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJsonStringify(nullableInsteadOfAnyOf(json) as Parameters<typeof fastJsonStringify>[0]);
}

/** Keywords that fast-json-stringify resolves before it reads `nullable`, so they keep their `anyOf`. */
const RESOLVED_BEFORE_NULLABLE = ['anyOf', 'oneOf', 'allOf', '$ref', 'if'];

/**
 * `schema` (JSON Schema) with each `anyOf: [S, { type: 'null' }]`, zod's `.nullable()`, written as
 * S with `nullable: true`, a keyword fast-json-stringify documents. For an `anyOf`, its writer
 * carries an Ajv instance and asks it which branch each value matches, on every answer; with
 * `nullable` it writes `null` after one comparison (ADR 392). Only an S with a single `type` and
 * none of RESOLVED_BEFORE_NULLABLE is rewritten; other unions stay as they are. Outside production
 * every answer is still compared with zod's encoding, which checks the rewrite.
 */
function nullableInsteadOfAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableInsteadOfAnyOf);
  if (!schema || typeof schema !== 'object') return schema;
  const node: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) node[keyword] = nullableInsteadOfAnyOf(value);
  const other = nonNullBranch(node.anyOf);
  if (!other) return node;
  const { anyOf: _, ...siblings } = node;
  return { ...siblings, ...other, nullable: true };
}

/** S of `anyOf: [S, { type: 'null' }]` (either order) when S can carry `nullable`, else undefined. */
function nonNullBranch(anyOf: unknown): Record<string, unknown> | undefined {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return undefined;
  const isNull = (branch?: Record<string, unknown>) => branch?.type === 'null' && Object.keys(branch).length === 1;
  const [first, second] = anyOf as Record<string, unknown>[];
  const other = isNull(first) ? second : isNull(second) ? first : undefined;
  if (typeof other?.type !== 'string' || RESOLVED_BEFORE_NULLABLE.some((keyword) => keyword in other)) return undefined;
  return other;
}

/** The zod schema of a route's answer: the schema itself, or `{ properties: schema }` as the type provider allows. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new TypeError('An answer schema must be a zod schema');
}

/** Calls `make` on first use and keeps what it returned. */
function onFirstUse(make: () => Serialize): Serialize {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= make();
    return serialize(data);
  };
}

/**
 * The serializer compiler for `app.setSerializerCompiler`. `checkAgainstZod` adds zod's encode to
 * every answer and compares the two writings (see above); errors it raises are ordinary 500s.
 */
export function answerSerializerCompiler({ checkAgainstZod }: { checkAgainstZod: boolean }) {
  return (route: SerializerRoute): Serialize => {
    const schema = zodSchemaOf(route.schema);
    const viaZod = onFirstUse(() => zodSerializerCompiler({ ...route, schema } as never) as Serialize);
    return onFirstUse(() => {
      const fast = compileFast(schema);
      if (!fast) return viaZod;
      if (!checkAgainstZod) return fast;
      return (data) => {
        const checked = viaZod(data);
        const written = fast(data);
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
          throw new Error(
            `The answer of ${route.method} ${route.url} (${route.httpStatus ?? 'any status'}) was written as ${written} but its schema's encoding is ${checked}`,
          );
        }
        return written;
      };
    });
  };
}
