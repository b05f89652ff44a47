/**
 * Request generator for the fuzz test (issue 14, "a fuzz test in the suite"): walks the
 * OpenAPI 3.1 document the API serves and builds requests from its JSON schemas, with a seeded
 * PRNG so a failure is reproducible from the seed and the request index. Values are mostly
 * plausible (enums, formats, bounds) with hostile ones mixed in: NUL, lone surrogates, very
 * long strings, bad percent-encoding, wrong types, extra fields, broken JSON.
 */

/** mulberry32: a small seeded PRNG; returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\uD800b',
  '\uDFFF',
  'x'.repeat(5_000),
  '',
  ' ',
  '../../etc/passwd',
  "' or 1=1 --",
  '%ZZ',
  '😀',
  '<script>',
];
const HOSTILE_VALUES: unknown[] = [null, -1, 0, 1e308, -0.5, 2 ** 53 + 1, true, [], {}, 'NaN', { $ne: 1 }];
const HOSTILE_PATH = [
  '%ZZ',
  '%00',
  '%ED%A0%80',
  'a'.repeat(300),
  '..%2F..',
  '%25',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
];

export function createFuzzer(seed: number) {
  const rnd = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
  const chance = (p: number) => rnd() < p;

  function plausibleString(s: Schema): string {
    if (s.format === 'uuid') return chance(0.5) ? '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b' : crypto.randomUUID();
    if (s.format === 'email') return pick(['traveller@example.com', 'A@B.CO', 'not-an-email']);
    if (s.format === 'date') return pick(['2026-12-01', '1990-01-01', '2026-02-30']);
    if (s.format === 'date-time') return pick(['2026-12-01T10:00:00Z', 'yesterday']);
    const length = Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 12, Math.floor(rnd() * 16)));
    return Array.from({ length }, () => pick('abcXYZ019 -_.+@'.split(''))).join('');
  }

  /** A value for `s`: plausible most of the time, hostile now and then. */
  function value(s: Schema | undefined, depth = 0): unknown {
    if (!s || depth > 6) return pick(HOSTILE_VALUES);
    if (chance(0.12)) return chance(0.6) ? pick(HOSTILE_STRINGS) : pick(HOSTILE_VALUES);
    if (s.const !== undefined) return s.const;
    if (s.enum) return pick(s.enum);
    const options = s.anyOf ?? s.oneOf;
    if (options?.length) return value(pick(options), depth + 1);
    if (s.allOf?.length) return value(Object.assign({}, ...s.allOf), depth + 1);
    const type = Array.isArray(s.type) ? pick(s.type) : s.type;
    switch (type) {
      case 'string':
        return plausibleString(s);
      case 'integer':
      case 'number': {
        const min = s.minimum ?? -10;
        const max = s.maximum ?? 1_000;
        const n = min + rnd() * (max - min);
        return type === 'integer' ? Math.round(n) : n;
      }
      case 'boolean':
        return chance(0.5);
      case 'null':
        return null;
      case 'array':
        return Array.from({ length: Math.floor(rnd() * 3) }, () => value(s.items, depth + 1));
      default: {
        const out: Record<string, unknown> = {};
        for (const [key, prop] of Object.entries(s.properties ?? {})) {
          if (s.required?.includes(key) ? chance(0.95) : chance(0.5)) out[key] = value(prop, depth + 1);
        }
        if (chance(0.05)) out[pick(['role', 'isAdmin', '__proto__', 'k\u0000'])] = pick(HOSTILE_VALUES);
        return out;
      }
    }
  }

  function pathValue(s: Schema | undefined): string {
    if (chance(0.25)) return pick(HOSTILE_PATH);
    return encodeURIComponent(String(value({ ...s }) ?? 'x').replace(/[\uD800-\uDFFF]/g, ''));
  }

  /** One request for `method path` of the document, with or without the given auth header. */
  function request(method: string, path: string, op: OpenApiOperation, auth: Record<string, string>): FuzzRequest {
    const params = op.parameters ?? [];
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      pathValue(params.find((p) => p.name === name)?.schema),
    );
    const query = params
      .filter((p) => p.in === 'query' && (p.required || chance(0.5)))
      .map((p) => `${encodeURIComponent(p.name)}=${chance(0.2) ? pick(HOSTILE_PATH) : pathValue(p.schema)}`);
    const headers: Record<string, string> = chance(0.6) ? { ...auth } : {};
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    let payload: string | undefined;
    if (bodySchema || (method !== 'GET' && method !== 'DELETE' && chance(0.2))) {
      headers['content-type'] = chance(0.95)
        ? 'application/json'
        : pick(['text/plain', 'application/xml', 'multipart/form-data']);
      payload = chance(0.05) ? pick(['{', '{"a":', '[1,', 'null', '"\\ud800"']) : JSON.stringify(value(bodySchema));
    }
    return {
      method,
      url: query.length ? `${url}?${query.join('&')}` : url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    };
  }

  return { request, pick };
}

export interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
