import { describe, expect, it } from 'vitest';
import { foldPlace, matchesAirport, matchingIataCodes } from './airport-match';

const los = { iata: 'LOS', city: 'Lagos', name: 'Murtala Muhammed International Airport' };
const lhr = { iata: 'LHR', city: 'London', name: 'London Heathrow Airport' };
const zrh = { iata: 'ZRH', city: 'Zürich', name: 'Zürich Airport' };

describe('route terms', () => {
  it('match the IATA code, city or any word of the airport name, ignoring case', () => {
    for (const term of ['LOS', 'los', 'Lag', 'LAGOS', 'murtala m', ' Murtala ', 'Muhammed', 'murtala muhammed'])
      expect(matchesAirport(term, los)).toBe(true);
    for (const term of ['Heathrow', 'heath', 'london', 'London Heathrow', 'Heathrow London'])
      expect(matchesAirport(term, lhr)).toBe(true);
  });

  it('ignore accents on either side', () => {
    expect(matchesAirport('Zurich', zrh)).toBe(true);
    expect(matchesAirport('ZÜRICH', zrh)).toBe(true);
    expect(matchesAirport('Lágos', los)).toBe(true);
  });

  it('do not match inside a word, an unknown place, an empty term or only generic words', () => {
    for (const term of ['agos', 'throw', 'Abuja', '', '   ', '%%%', 'International Airport', 'airport'])
      expect(matchesAirport(term, los)).toBe(false);
    expect(matchesAirport('Murtala Heathrow', los)).toBe(false);
  });

  it('resolve a term to every airport it names', () => {
    expect(matchingIataCodes('london', [los, lhr, zrh])).toEqual(['LHR']);
    expect(matchingIataCodes('Tokyo', [los, lhr, zrh])).toEqual([]);
  });

  it('fold punctuation and accents to plain words', () => {
    expect(foldPlace(' O. R. Tambo—São Paulo ')).toBe('o r tambo sao paulo');
  });
});
