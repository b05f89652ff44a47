import { describe, expect, it } from 'vitest';
import { likePrefix, matchesAirport } from './airport-match';

const los = { iata: 'LOS', city: 'Lagos', name: 'Murtala Muhammed International Airport' };

describe('route terms', () => {
  it('match the IATA code, city or airport name by prefix, ignoring case', () => {
    for (const term of ['LOS', 'los', 'Lag', 'LAGOS', 'murtala m', ' Murtala '])
      expect(matchesAirport(term, los)).toBe(true);
  });

  it('do not match inside a word or an empty term', () => {
    for (const term of ['agos', 'International', 'Abuja', '', '   ']) expect(matchesAirport(term, los)).toBe(false);
  });

  it('become LIKE patterns with wildcards taken literally', () => {
    expect(likePrefix('Lag')).toBe('Lag%');
    expect(likePrefix('50%_\\')).toBe('50\\%\\_\\\\%');
  });
});
