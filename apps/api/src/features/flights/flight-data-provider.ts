/**
 * Chooses where flight data comes from (issue: flights; ADR 020): AeroDataBox when
 * FLIGHT_DATA_API_KEY is set (base URL FLIGHT_DATA_BASE_URL, default RapidAPI's), otherwise
 * the embedded LOS schedule.
 */
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { createAeroDataBoxProvider } from '../../integrations/flight-data/aerodatabox';
import type { FlightDataProvider } from '../../integrations/flight-data/types';
import { createScheduleProvider } from './schedule-provider';

export function createFlightDataProvider(config: Config, db: Executor): FlightDataProvider {
  const { apiKey, baseUrl } = config.flightData;
  if (apiKey) return createAeroDataBoxProvider({ apiKey, baseUrl, timeoutMs: config.providerTimeoutMs });
  return createScheduleProvider(db);
}
