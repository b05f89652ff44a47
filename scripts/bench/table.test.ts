import { describe, expect, it } from 'vitest';
import { formatTable, median, percent, verdict } from './table';

describe('median', () => {
  it('takes the middle value of an odd sample, whatever its order', () => {
    expect(median([98, 91, 99, 97, 95])).toBe(97);
  });
  it('takes the mean of the two middle values of an even sample', () => {
    expect(median([120, 100, 180, 140])).toBe(130);
  });
  it('is NaN for no sample, so a missing figure does not pass a target', () => {
    expect(median([])).toBeNaN();
  });
});

describe('formatTable', () => {
  it('left-aligns the name columns and right-aligns the figures under their headers', () => {
    const lines = formatTable(
      ['route', 'req/s', 'p99 ms'],
      [
        ['hello', '12000', '2.1'],
        ['flight search by number', '950', '14.0'],
      ],
    );
    expect(lines).toEqual([
      'route                    req/s  p99 ms',
      '-----------------------  -----  ------',
      'hello                    12000     2.1',
      'flight search by number    950    14.0',
    ]);
  });

  it('left-aligns the other columns it is told to', () => {
    const lines = formatTable(['page', 'score', 'runs'], [['/', '98', '97, 99']], [0, 2]);
    expect(lines[2]).toBe('/        98  97, 99');
  });
});

describe('verdict and percent', () => {
  it('says MISSED in capitals so it stands out', () => {
    expect(verdict(true)).toBe('met');
    expect(verdict(false)).toBe('MISSED');
  });
  it('prints a share as a whole percentage, and a dash when there is none', () => {
    expect(percent(0.756)).toBe('76%');
    expect(percent(Number.NaN)).toBe('-');
  });
});
