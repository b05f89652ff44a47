/**
 * Where an officer works (issue 41 item 1): one served airport, open for sale or not, and some of
 * that airport's terminals. The airports and their terminals are rows (features/airports), so the
 * check runs on the server against them; the contract only checks the shape.
 */
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findServedAirport } from '../airports/index';

export const OfficerAirportMessages = {
  unknownAirport: 'FastTrack does not serve this airport. Choose one of the served airports.',
} as const;

/** "Abuja has no terminal named MMA2. Its terminals: Main." (names as the airport lists them). */
function foreignTerminalsMessage(airportName: string, foreign: string[], known: string[]): string {
  const noun = foreign.length === 1 ? 'terminal' : 'terminals';
  return `${airportName} has no ${noun} named ${foreign.join(', ')}. Its terminals: ${known.join(', ')}.`;
}

/** The served airport `iata` (any case). @throws AppError 400 when it is not served. */
async function servedAirportOr400(db: Executor, iata: string) {
  const airport = await findServedAirport(db, iata.trim().toUpperCase());
  if (airport) return airport;
  const message = OfficerAirportMessages.unknownAirport;
  throw AppError.badRequest(message, { airportIata: message });
}

/**
 * Checks that `place.airportIata` is a served airport and every name in `place.terminals` is one
 * of its terminals (without regard to case or surrounding spaces).
 * @returns the airport's IATA code and the terminal names as the airport spells them.
 * @throws AppError 400 (details on `airportIata` or `terminals`) when either does not fit.
 */
export async function checkOfficerPlace(
  db: Executor,
  place: { airportIata: string; terminals: readonly string[] },
): Promise<{ airportIata: string; terminals: string[] }> {
  const airport = await servedAirportOr400(db, place.airportIata);
  const byKey = new Map(airport.terminals.map((t) => [t.name.trim().toLowerCase(), t.name]));
  const terminals = place.terminals.map((name) => byKey.get(name.trim().toLowerCase()));
  const foreign = place.terminals.filter((_, i) => terminals[i] === undefined);
  if (foreign.length > 0) {
    const message = foreignTerminalsMessage(
      airport.name,
      foreign,
      airport.terminals.map((t) => t.name),
    );
    throw AppError.badRequest(message, { terminals: message });
  }
  return { airportIata: airport.iata, terminals: [...new Set(terminals as string[])] };
}

/** Every terminal of the served airport `airportIata`, in the airport's order. @throws as {@link checkOfficerPlace}. */
export async function allTerminalsOf(
  db: Executor,
  airportIata: string,
): Promise<{ airportIata: string; terminals: string[] }> {
  const airport = await servedAirportOr400(db, airportIata);
  return { airportIata: airport.iata, terminals: airport.terminals.map((t) => t.name) };
}
