/**
 * Test support: the providers' own descriptions (this folder; SOURCES.md) as checks a test can
 * run against the stand-ins' real answers (issue 14 item 9).
 * - Paystack's OpenAPI 3.0 document, compiled with Ajv: `paystackResponseValidator(path,
 *   method, status)` picks the response schema of that operation, `paystackRequestValidator(path,
 *   method)` its JSON request body (Customers and Payment Requests, issue 39 item 3).
 * - Paystack's webhook samples and Stripe's fixtures: `shapeProblems(sample, ours)` lists every
 *   key of the sample missing from ours or of another JSON type.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
export const readContract = (file: string) => readFileSync(path.join(here, file), 'utf8');
export const readJsonContract = (file: string) => JSON.parse(readContract(file)) as Record<string, unknown>;

/** OpenAPI 3.0 `nullable: true` as JSON Schema: `type: [t, 'null']`, or no constraint without a type. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'nullable' && k !== 'example') out[k] = toJsonSchema(v);
  const o = node as Record<string, unknown>;
  if (o.nullable === true && typeof o.type === 'string') out.type = [o.type, 'null'];
  if (o.nullable === true && Array.isArray(o.enum)) out.enum = [...o.enum, null];
  return out;
}

let paystack: { ajv: Ajv; doc: Record<string, any> } | undefined;

/** Paystack's OpenAPI document, compiled once. */
function paystackDoc() {
  if (!paystack) {
    const doc = toJsonSchema(parse(readContract('paystack.openapi.yaml'))) as Record<string, any>;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: 'paystack' });
    paystack = { ajv, doc };
  }
  return paystack;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The validator of the response `status` of `method path` in Paystack's OpenAPI document.
 * @throws Error when the document describes no such response.
 */
export function paystackResponseValidator(apiPath: string, method: 'get' | 'post', status: string): ValidateFunction {
  const { ajv, doc } = paystackDoc();
  let response = doc.paths?.[apiPath]?.[method]?.responses?.[status];
  let ref = `paystack#/${pointer('paths', apiPath, method, 'responses', status)}`;
  if (response?.$ref) {
    ref = `paystack${response.$ref}`;
    response = doc.components.responses[String(response.$ref).split('/').pop() as string];
  }
  if (!response?.content?.['application/json']?.schema) throw new Error(`No ${status} answer for ${method} ${apiPath}`);
  const validate = ajv.getSchema(`${ref}/${pointer('content', 'application/json', 'schema')}`);
  if (!validate) throw new Error(`Cannot compile the ${status} answer of ${method} ${apiPath}`);
  return validate;
}

/**
 * The validator of the JSON request body of `method path` in Paystack's OpenAPI document (e.g.
 * Create Payment Request's `PaymentRequestCreate`): what the product's client sends is checked
 * against what Paystack takes.
 * @throws Error when the document describes no JSON body for it.
 */
export function paystackRequestValidator(apiPath: string, method: 'post' | 'put'): ValidateFunction {
  const { ajv, doc } = paystackDoc();
  if (!doc.paths?.[apiPath]?.[method]?.requestBody?.content?.['application/json']?.schema) {
    throw new Error(`No JSON request for ${method} ${apiPath}`);
  }
  const ref = `paystack#/${pointer('paths', apiPath, method, 'requestBody', 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`Cannot compile the request of ${method} ${apiPath}`);
  return validate;
}

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Keys of `sample` (a provider's documented example) that `ours` lacks, or holds with another
 * JSON type, as `a.b.c` paths. A `null` in the sample says nothing about the type; keys in
 * `freeForm` (merchant-defined data such as `metadata`) need only be present.
 */
export function shapeProblems(sample: unknown, ours: unknown, freeForm: string[] = [], at = ''): string[] {
  if (kind(sample) !== 'object') return [];
  if (kind(ours) !== 'object') return [`${at || '(root)'}: expected an object, got ${kind(ours)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(sample as Record<string, unknown>)) {
    const where = at ? `${at}.${key}` : key;
    const mine = (ours as Record<string, unknown>)[key];
    if (!(key in (ours as object))) problems.push(`${where}: missing`);
    else if (value === null || freeForm.includes(key)) continue;
    else if (kind(value) !== kind(mine)) problems.push(`${where}: ${kind(value)} expected, got ${kind(mine)}`);
    else if (kind(value) === 'object') problems.push(...shapeProblems(value, mine, freeForm, where));
    else if (kind(value) === 'array' && (value as unknown[]).length && (mine as unknown[]).length)
      problems.push(...shapeProblems((value as unknown[])[0], (mine as unknown[])[0], freeForm, `${where}[0]`));
  }
  return problems;
}

/** Top-level keys of Stripe's fixture for `resource` that `ours` lacks. */
export function missingStripeKeys(resource: 'payment_intent' | 'refund' | 'charge' | 'event', ours: object): string[] {
  const fixtures = readJsonContract('stripe-fixtures3.subset.json').resources as Record<string, object>;
  return Object.keys(fixtures[resource] ?? {}).filter((k) => !(k in ours));
}

const twilioDocs = new Map<string, { ajv: Ajv; doc: Record<string, any> }>();

/**
 * One of Twilio's descriptions (`twilio-messages-api-v2010.json`, `twilio-calls-api-v2010.json`),
 * compiled with Ajv. Its `date-time-rfc-2822`, `phone-number`, `currency` and `uri-map` formats
 * are Twilio's own; RFC 2822 is checked. With `coerce`, form values (all strings) are read as the
 * types the description gives, as Twilio reads a form-encoded request.
 */
function twilioDoc(file: string, coerce = false) {
  const key = `${file}:${coerce}`;
  let compiled = twilioDocs.get(key);
  if (!compiled) {
    const doc = toJsonSchema(readJsonContract(file)) as Record<string, any>;
    const ajv = new Ajv({ strict: false, allErrors: true, ...(coerce ? { coerceTypes: 'array' as const } : {}) });
    addFormats(ajv);
    ajv.addFormat('date-time-rfc-2822', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    for (const own of ['phone-number', 'currency', 'uri-map', 'endpoint', 'http-method', 'twiml']) ajv.addFormat(own, true);
    // Twilio's paging URIs are references relative to https://api.twilio.com, as in its own examples.
    ajv.addFormat('uri', (v: string) => v.startsWith('/') || URL.canParse(v));
    ajv.addSchema({ ...doc, $id: 'twilio' });
    compiled = { ajv, doc };
    twilioDocs.set(key, compiled);
  }
  return compiled;
}

/**
 * The validator of the response `status` of `method path` in a Twilio description, e.g.
 * ('/2010-04-01/Accounts/{AccountSid}/Messages.json', 'post', '201'); the Messages API's by default.
 */
export function twilioResponseValidator(
  apiPath: string,
  method: 'get' | 'post',
  status: string,
  file = 'twilio-messages-api-v2010.json',
): ValidateFunction {
  const twilio = twilioDoc(file);
  if (!twilio.doc.paths?.[apiPath]?.[method]?.responses?.[status]?.content?.['application/json']?.schema) {
    throw new Error(`No ${status} answer for ${method} ${apiPath}`);
  }
  const ref = `twilio#/${pointer('paths', apiPath, method, 'responses', status, 'content', 'application/json', 'schema')}`;
  const validate = twilio.ajv.getSchema(ref);
  if (!validate) throw new Error(`Cannot compile the ${status} answer of ${method} ${apiPath}`);
  return validate;
}

/**
 * The validator of the form-encoded request body of `POST path` in a Twilio description (e.g.
 * Create Call's `CreateCallRequest`), reading form values as the described types. It changes
 * what it checks (coercion): give it a copy.
 */
export function twilioRequestValidator(apiPath: string, file: string): ValidateFunction {
  const twilio = twilioDoc(file, true);
  const type = 'application/x-www-form-urlencoded';
  if (!twilio.doc.paths?.[apiPath]?.post?.requestBody?.content?.[type]?.schema) {
    throw new Error(`No form request for post ${apiPath}`);
  }
  const validate = twilio.ajv.getSchema(`twilio#/${pointer('paths', apiPath, 'post', 'requestBody', 'content', type, 'schema')}`);
  if (!validate) throw new Error(`Cannot compile the request of post ${apiPath}`);
  return validate;
}

/** Twilio's error object (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
export const TWILIO_ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'more_info', 'status'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string', minLength: 1 },
    more_info: { type: 'string', format: 'uri', pattern: '^https://www\\.twilio\\.com/docs/errors/\\d+$' },
    status: { type: 'integer', minimum: 400, maximum: 599 },
  },
  additionalProperties: false,
} as const;
