/**
 * Curated airlines used by the embedded LOS schedule (names as in OurAirports/IATA listings;
 * the facts file `los-flights.md` names the carriers that serve LOS). `icao` is only used by
 * the flight-data sandbox.
 */
export interface AirlineSeed {
  iata: string;
  icao: string;
  name: string;
}

export const AIRLINES: readonly AirlineSeed[] = [
  { iata: 'BA', icao: 'BAW', name: 'British Airways' },
  { iata: 'VS', icao: 'VIR', name: 'Virgin Atlantic' },
  { iata: 'KL', icao: 'KLM', name: 'KLM Royal Dutch Airlines' },
  { iata: 'AF', icao: 'AFR', name: 'Air France' },
  { iata: 'LH', icao: 'DLH', name: 'Lufthansa' },
  { iata: 'EK', icao: 'UAE', name: 'Emirates' },
  { iata: 'QR', icao: 'QTR', name: 'Qatar Airways' },
  { iata: 'DL', icao: 'DAL', name: 'Delta Air Lines' },
  { iata: 'UA', icao: 'UAL', name: 'United Airlines' },
  { iata: 'ET', icao: 'ETH', name: 'Ethiopian Airlines' },
  { iata: 'TK', icao: 'THY', name: 'Turkish Airlines' },
  { iata: 'KQ', icao: 'KQA', name: 'Kenya Airways' },
  { iata: 'SA', icao: 'SAA', name: 'South African Airways' },
  { iata: 'MS', icao: 'MSR', name: 'EgyptAir' },
  { iata: 'P4', icao: 'APK', name: 'Air Peace' },
  { iata: 'W3', icao: 'ARA', name: 'Arik Air' },
  { iata: 'UN', icao: 'UNA', name: 'United Nigeria Airlines' },
  { iata: 'QI', icao: 'IAN', name: 'Ibom Air' },
  { iata: 'VM', icao: 'NGL', name: 'Max Air' },
  { iata: 'OF', icao: 'OLA', name: 'Overland Airways' },
];
