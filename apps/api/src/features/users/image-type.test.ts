import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['empty', bytes()],
    ['text', bytes('hello, this is not an image')],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['RIFF audio (WAVE)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a JPEG marker past the start', bytes('x', [0xff, 0xd8, 0xff])],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });

  it('reads a view into a larger buffer from its own start', () => {
    const whole = bytes('xx', [0xff, 0xd8, 0xff, 0xe0]);
    expect(sniffImageType(whole.subarray(2))).toBe('image/jpeg');
  });
});
