/**
 * Chooses where flight data comes from (issue: flights; ADR 020): AeroDataBox when
 * FLIGHT_DATA_API_KEY is set (base URL FLIGHT_DATA_BASE_URL, default RapidAPI's), asking the
 * boards of the served airports open for sale as the database lists them at each search (issue 41
 * item 1), otherwise the embedded demo timetables.
 */
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { createAeroDataBoxProvider } from '../../integrations/flight-data/aerodatabox';
import type { FlightDataProvider } from '../../integrations/flight-data/types';
import { listServedAirports } from '../airports/index';
import { createScheduleProvider } from './schedule-provider';

export function createFlightDataProvider(config: Config, db: Executor): FlightDataProvider {
  const { apiKey, baseUrl } = config.flightData;
  if (apiKey) {
    const openAirports = () => listServedAirports(db, { openOnly: true });
    return createAeroDataBoxProvider({ apiKey, baseUrl, timeoutMs: config.providerTimeoutMs, openAirports });
  }
  return createScheduleProvider(db);
}
