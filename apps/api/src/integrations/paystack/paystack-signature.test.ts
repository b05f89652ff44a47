import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaystackSignature, signPaystackBody } from './paystack-signature';

const SECRET = 'sk_test_abc';
const body = Buffer.from('{"event":"charge.success","data":{"id":1,"amount":6750000}}');

describe('Paystack webhook signature', () => {
  it('is the hex HMAC-SHA512 of the raw body keyed with the secret key', () => {
    const expected = createHmac('sha512', SECRET).update(body).digest('hex');
    expect(signPaystackBody(SECRET, body)).toBe(expected);
    expect(isValidPaystackSignature(SECRET, body, expected)).toBe(true);
    expect(isValidPaystackSignature(SECRET, body, expected.toUpperCase())).toBe(true);
  });

  it('refuses another secret, a changed body, a truncated or missing signature', () => {
    const good = signPaystackBody(SECRET, body);
    expect(isValidPaystackSignature('sk_test_other', body, good)).toBe(false);
    expect(isValidPaystackSignature(SECRET, Buffer.concat([body, Buffer.from(' ')]), good)).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, good.slice(0, 127))).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, undefined)).toBe(false);
    expect(isValidPaystackSignature(SECRET, body, [good, good])).toBe(false);
    const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
    expect(isValidPaystackSignature(SECRET, body, flipped)).toBe(false);
  });
});
