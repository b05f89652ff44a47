/**
 * Route search terms (spec §5 Route; issue: flights): a term matches an airport when its IATA
 * code, city or name starts with the term, ignoring case.
 */

export interface MatchableAirport {
  iata: string;
  city: string;
  name: string;
}

/** True when `term` is a case-insensitive prefix of the airport's IATA code, city or name. */
export function matchesAirport(term: string, airport: MatchableAirport): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return false;
  return [airport.iata, airport.city, airport.name].some((v) => v.toLowerCase().startsWith(t));
}

/** `term` as a LIKE prefix pattern, with `%`, `_` and `\` taken literally. */
export function likePrefix(term: string): string {
  return `${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
