/**
 * Route search terms (spec §5 Route; issue 19 §10 "Route search matches airport and city names").
 * A term matches an airport when every word of the term starts a word of the airport's IATA code,
 * city or name, ignoring case and accents: "Heathrow" and "london" find LHR, "Murtala Muhammed" and
 * "lagos" find LOS, "Zurich" finds "Zürich". Both flight-data sources use this one rule.
 */

export interface MatchableAirport {
  iata: string;
  city: string;
  name: string;
}

/**
 * Words that name no place on their own: a term made only of them ("International Airport")
 * would match every airport, so it matches none.
 */
const GENERIC_WORDS = new Set(['airport', 'international', 'intl', 'int', 'aeroport', 'aeropuerto', 'flughafen']);

/** Lower case, accents removed, anything but letters and digits turned into single spaces. */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const words = (text: string): string[] => {
  const folded = foldPlace(text);
  return folded ? folded.split(' ') : [];
};

/**
 * True when each word of `term` is the start of some word of the airport's IATA code, city or
 * name (case and accents ignored). An empty term, or one made only of generic words such as
 * "airport", matches nothing.
 */
export function matchesAirport(term: string, airport: MatchableAirport): boolean {
  const wanted = words(term);
  if (wanted.length === 0 || wanted.every((w) => GENERIC_WORDS.has(w))) return false;
  const have = words(`${airport.iata} ${airport.city} ${airport.name}`);
  return wanted.every((w) => have.some((h) => h.startsWith(w)));
}

/** The IATA codes of the airports `term` matches, in the order given. */
export function matchingIataCodes(term: string, airports: readonly MatchableAirport[]): string[] {
  return airports.filter((a) => matchesAirport(term, a)).map((a) => a.iata);
}
