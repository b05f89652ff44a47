/**
 * AeroDataBox client (via RapidAPI), the live {@link FlightDataProvider} (ADR 020).
 * Switched on by FLIGHT_DATA_API_KEY; FLIGHT_DATA_BASE_URL points it elsewhere (the sandbox
 * stand-in in tests). Every call carries `x-rapidapi-key` and `x-rapidapi-host` and is cut off
 * after PROVIDER_TIMEOUT_MS.
 *
 * Endpoints (AeroDataBox API v1):
 * - `GET /flights/number/{number}/{dateLocal}?dateLocalRole=Departure`: one flight on a date;
 *   200 with an array, 204 (or 404 on older versions) when there is none.
 * - `GET /flights/airports/iata/{code}/{fromLocal}/{toLocal}?withLeg=true&direction=...`:
 *   an airport's departures/arrivals in a window of at most 12 hours (`YYYY-MM-DDTHH:mm`).
 *
 * Searches answer only flights at a served airport open for sale (issue 41 item 1): the
 * `openAirports` option lists them at each search (from the database), a route search reads the
 * boards of those the route's terms name, and a number search keeps the flights that touch one.
 *
 * Failures throw {@link FlightProviderError}: 401/403 `unauthorized`, 429 `rate_limited`,
 * 5xx or unreachable `unavailable`, no answer in time `timeout`, anything unreadable `bad_response`.
 */
import { addDaysIso } from '@fasttrack/contracts';
import { AIRPORTS } from '../../db/seed/airports';
import {
  type AdbAirport,
  type AdbAirportFlights,
  type AdbFlight,
  toDatedFlight,
  toStatusReport,
} from './aerodatabox.contract';
import { type MatchableAirport, matchesAirport, matchingIataCodes } from './airport-match';
import {
  type DatedFlight,
  type FlightDataProvider,
  FlightProviderError,
  type FlightStatusSource,
  type OpenAirportPlace,
  type RouteQuery,
} from './types';

export const AERODATABOX_BASE_URL = 'https://aerodatabox.p.rapidapi.com';
/** RapidAPI routes on this header; it names the API, whatever host the base URL points at. */
export const AERODATABOX_RAPIDAPI_HOST = 'aerodatabox.p.rapidapi.com';

export interface AeroDataBoxOptions {
  apiKey: string;
  /** Default {@link AERODATABOX_BASE_URL}. */
  baseUrl?: string;
  timeoutMs: number;
  /**
   * The served airports open for sale, read at each search (the database's). Without it no
   * search finds anything: a client made only to check statuses needs none.
   */
  openAirports?: () => Promise<readonly OpenAirportPlace[]>;
}

const CURATED: readonly MatchableAirport[] = AIRPORTS;

/** A served airport as AeroDataBox describes one, for the side a FIDS answer leaves out. */
const asAdbAirport = (a: OpenAirportPlace): AdbAirport => ({
  iata: a.iata,
  icao: a.icao,
  name: a.name,
  municipalityName: a.city,
});

/** Two windows covering one local day: AeroDataBox allows at most 12 hours per call. */
const halfDays = (date: string): [string, string][] => [
  [`${date}T00:00`, `${date}T11:59`],
  [`${date}T12:00`, `${date}T23:59`],
];

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

export function createAeroDataBoxProvider(opts: AeroDataBoxOptions): FlightDataProvider & FlightStatusSource {
  const base = (opts.baseUrl ?? AERODATABOX_BASE_URL).replace(/\/$/, '');
  const openAirports = opts.openAirports ?? (async () => []);

  /** GET a JSON body; null when AeroDataBox has nothing (204/404). */
  async function get<T>(path: string, query: Record<string, string>): Promise<T | null> {
    const url = `${base}${path}?${new URLSearchParams(query)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          'x-rapidapi-key': opts.apiKey,
          'x-rapidapi-host': AERODATABOX_RAPIDAPI_HOST,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      if (isTimeout(err))
        throw new FlightProviderError('timeout', `AeroDataBox did not answer within ${opts.timeoutMs} ms`);
      throw new FlightProviderError('unavailable', `AeroDataBox could not be reached: ${(err as Error).message}`);
    }
    if (res.status === 204 || res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      if (res.status === 401 || res.status === 403) {
        throw new FlightProviderError('unauthorized', `AeroDataBox refused the API key (${res.status})`);
      }
      if (res.status === 429) {
        const retryAfter = Number(res.headers.get('retry-after'));
        throw new FlightProviderError(
          'rate_limited',
          'AeroDataBox rate limit reached (429)',
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
        );
      }
      if (res.status >= 500) throw new FlightProviderError('unavailable', `AeroDataBox failed (${res.status})`);
      throw new FlightProviderError('bad_response', `AeroDataBox refused the request (${res.status})`);
    }
    try {
      return (await res.json()) as T;
    } catch (err) {
      if (isTimeout(err))
        throw new FlightProviderError('timeout', `AeroDataBox did not answer within ${opts.timeoutMs} ms`);
      throw new FlightProviderError('bad_response', 'AeroDataBox answered with a body that is not JSON');
    }
  }

  /** The departures or arrivals on `airport`'s board in the given windows, as dated flights. */
  async function onBoard(
    airport: OpenAirportPlace,
    direction: 'Departure' | 'Arrival',
    windows: [string, string][],
  ): Promise<DatedFlight[]> {
    const board = asAdbAirport(airport);
    const answers = await Promise.all(
      windows.map(([from, to]) =>
        get<AdbAirportFlights>(`/flights/airports/iata/${encodeURIComponent(airport.iata)}/${from}/${to}`, {
          withLeg: 'true',
          direction,
          withCancelled: 'false',
          withCodeshared: 'false',
          withCargo: 'false',
          withPrivate: 'false',
          withLocation: 'false',
        }),
      ),
    );
    const out: DatedFlight[] = [];
    for (const answer of answers) {
      if (answer === null) continue;
      const list = direction === 'Departure' ? answer.departures : answer.arrivals;
      if (!Array.isArray(list ?? []))
        throw new FlightProviderError('bad_response', 'AeroDataBox answered an unexpected shape');
      for (const f of list ?? []) {
        const flight = toDatedFlight(f, { board });
        if (flight) out.push(flight);
      }
    }
    return out;
  }

  return {
    source: 'provider',

    /** One call per flight: the flight on its departure date, cancelled ones included (issue 18 §1). */
    async checkStatus(q) {
      const body = await get<AdbFlight[]>(`/flights/number/${encodeURIComponent(q.flightNumber)}/${q.serviceDate}`, {
        dateLocalRole: 'Departure',
        withAircraftImage: 'false',
        withLocation: 'false',
      });
      if (body === null) return null;
      if (!Array.isArray(body))
        throw new FlightProviderError('bad_response', 'AeroDataBox answered an unexpected shape');
      const same = body.find((f) => {
        const d = toDatedFlight(f);
        return d?.departure.iata === q.departureIata && d.arrival.iata === q.arrivalIata;
      });
      return same ? toStatusReport(same) : null;
    },

    async findByNumber(flightNumber, date) {
      const [body, places] = await Promise.all([
        get<AdbFlight[]>(`/flights/number/${encodeURIComponent(flightNumber)}/${date}`, {
          dateLocalRole: 'Departure',
          withAircraftImage: 'false',
          withLocation: 'false',
        }),
        openAirports(),
      ]);
      if (body === null) return [];
      if (!Array.isArray(body))
        throw new FlightProviderError('bad_response', 'AeroDataBox answered an unexpected shape');
      const open = new Set(places.map((a) => a.iata));
      return body
        .map((f) => toDatedFlight(f, { open }))
        .filter(
          (f): f is DatedFlight =>
            f !== null &&
            f.serviceDate === date &&
            f.status !== 'cancelled' &&
            (open.has(f.departure.iata) || open.has(f.arrival.iata)),
        );
    },

    async findByRoute({ departure, arrival, date }: RouteQuery) {
      const open = await openAirports();
      // The provider's names, or the curated ones for the same airport, so both sources find the
      // same places by the same words (issue 19 §10).
      const place = (term: string, e: DatedFlight['departure']) =>
        matchesAirport(term, { iata: e.iata, city: e.city, name: e.airportName }) ||
        CURATED.some((a) => a.iata === e.iata && matchesAirport(term, a));
      const from = open.filter((a) => matchesAirport(departure, a));
      const to = open.filter((a) => matchesAirport(arrival, a));
      // When every curated airport the departure term names is open, their departure boards
      // already hold every flight of the route: the arrival boards would only repeat them.
      const named = matchingIataCodes(departure, CURATED);
      const departuresHoldAll = named.length > 0 && named.every((iata) => from.some((a) => a.iata === iata));
      const lists: Promise<DatedFlight[]>[] = [];
      for (const airport of from) {
        lists.push(
          onBoard(airport, 'Departure', halfDays(date)).then((fs) => fs.filter((f) => place(arrival, f.arrival))),
        );
      }
      // Flights that leave elsewhere on `date` can land the next morning.
      const windows = [...halfDays(date), ...halfDays(addDaysIso(date, 1)).slice(0, 1)];
      for (const airport of departuresHoldAll ? [] : to) {
        lists.push(
          onBoard(airport, 'Arrival', windows).then((fs) =>
            fs.filter((f) => f.serviceDate === date && place(departure, f.departure)),
          ),
        );
      }
      const byNumber = new Map<string, DatedFlight>();
      for (const f of (await Promise.all(lists)).flat()) {
        if (f.serviceDate === date && f.status !== 'cancelled') byNumber.set(f.flightNumber, f);
      }
      return [...byNumber.values()];
    },
  };
}
