import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText } from './text';

describe('unsafe text (issue 14, item 5)', () => {
  it('accepts ordinary text, accents and emoji (surrogate pairs)', () => {
    expect(hasUnsafeText('Adéọlá Ọ̀ṣun 😀 ✈')).toBe(false);
  });

  it('refuses NUL and lone surrogates at either end', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('a\uD800')).toBe(true);
    expect(hasUnsafeText('\uDC00a')).toBe(true);
    expect(hasUnsafeText('\uDC00\uD800')).toBe(true);
  });

  it('names the path of the first unsafe string, keys included', () => {
    expect(findUnsafeText({ a: 1, b: [{ c: 'ok' }, { d: 'x\u0000' }] })).toBe('b.1.d');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnsafeText('\uD83D')).toBe('');
    expect(findUnsafeText({ a: ['ok', null, 3, true] })).toBeNull();
  });

  it('skips binary bodies and survives cycles', () => {
    expect(findUnsafeText(new Uint8Array([0, 0xed, 0xa0, 0x80]))).toBeNull();
    const cyclic: Record<string, unknown> = { a: 'ok' };
    cyclic.self = cyclic;
    expect(findUnsafeText(cyclic)).toBeNull();
  });

  it('walks very deep nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).not.toBeNull();
  });
});
