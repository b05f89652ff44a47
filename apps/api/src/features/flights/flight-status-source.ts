/**
 * Where the polling round asks about a flight (issue 18 §1, ADR 130): AeroDataBox when
 * FLIGHT_DATA_API_KEY is set (the flight on its date, with status and revised times), otherwise
 * the embedded timetable, whose status is the flight-data stand-in's switch in test mode
 * (`POST /sandbox/flights/_status`) and "scheduled, on time" when no switch is set.
 */
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { createAeroDataBoxProvider } from '../../integrations/flight-data/aerodatabox';
import type { FlightStatusSource } from '../../integrations/flight-data/types';
import { switchedFlightStatus } from '../../sandbox/flight-data/flight-status-switch';

export function createFlightStatusSource(config: Config, db: Executor): FlightStatusSource {
  const { apiKey, baseUrl } = config.flightData;
  if (apiKey) return createAeroDataBoxProvider({ apiKey, baseUrl, timeoutMs: config.providerTimeoutMs });
  return { checkStatus: (query) => switchedFlightStatus(db, query) };
}
