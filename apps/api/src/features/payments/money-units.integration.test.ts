/**
 * Every money field of the API says its unit (issue 37, ADR 303): in its name (…Kobo, …Cents,
 * …Minor, …Usd, …Ngn) or in its description; and one name means one unit: `amount` is always
 * major units of the `currency` beside it. Read from the served OpenAPI document, so a new field
 * without a unit fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
}

/** Names that hold money or a rate of money. */
const MONEY_NAME = /amount|price|total|credit|kobo|cents|balance|refunded|charged|gross|net|collected|exchange_?rate/i;
/** Counts and flags whose names look like money. */
const NOT_MONEY = new Set(['refunds', 'bookingsPaid', 'paidWithCredits']);
const UNIT_IN_NAME = /kobo|cents|minor|usd|ngn/i;
const UNIT_IN_WORDS = /kobo|cents|naira|dollars|major units|minor units|\bNGN\b|\bUSD\b|US dollar/i;

/** Every numeric property in the document: its path, name and description. */
function numericFields(node: unknown, path: string, out: Array<{ path: string; name: string; description: string }>) {
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const types = [child.type ?? []].flat();
    const variants = [...(child.anyOf ?? []), ...(child.oneOf ?? [])].flatMap((v) => [v.type ?? []].flat());
    if ([...types, ...variants].some((t) => t === 'number' || t === 'integer')) {
      out.push({ path: `${path}.${name}`, name, description: child.description ?? '' });
    }
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (value && typeof value === 'object') numericFields(value, `${path}.${key}`, out);
  }
}

describe('money fields in the API description', () => {
  let t: TestApp;
  const fields: Array<{ path: string; name: string; description: string }> = [];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    numericFields(doc.paths, 'paths', fields);
    numericFields(doc.components ?? {}, 'components', fields);
  });
  afterAll(() => t.close());

  it('names the unit of every money field, in its name or its description', () => {
    const money = fields.filter((f) => MONEY_NAME.test(f.name) && !NOT_MONEY.has(f.name));
    expect(money.length).toBeGreaterThan(30);
    const silent = money.filter((f) => !UNIT_IN_NAME.test(f.name) && !UNIT_IN_WORDS.test(f.description));
    expect(silent.map((f) => f.path)).toEqual([]);
  });

  it('uses `amount` for major units of its currency only', () => {
    const amounts = fields.filter((f) => f.name === 'amount');
    expect(amounts.length).toBeGreaterThan(3);
    expect(amounts.filter((f) => !/major units/.test(f.description)).map((f) => f.path)).toEqual([]);
  });
});
