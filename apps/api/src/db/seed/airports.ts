/**
 * Curated airports used by the embedded LOS schedule. Names, cities, ICAO codes and time
 * zones are taken from OurAirports (public domain, https://ourairports.com/data/), trimmed to
 * the airports the schedule flies to. `icao` is only used by the flight-data sandbox; the
 * database keeps IATA code, name, city, country and IANA time zone.
 */
export interface AirportSeed {
  iata: string;
  icao: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone, e.g. Africa/Lagos. */
  timeZone: string;
}

export const AIRPORTS: readonly AirportSeed[] = [
  // Nigeria
  {
    iata: 'LOS',
    icao: 'DNMM',
    name: 'Murtala Muhammed International Airport',
    city: 'Lagos',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'ABV',
    icao: 'DNAA',
    name: 'Nnamdi Azikiwe International Airport',
    city: 'Abuja',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'PHC',
    icao: 'DNPO',
    name: 'Port Harcourt International Airport',
    city: 'Port Harcourt',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'ENU',
    icao: 'DNEN',
    name: 'Akanu Ibiam International Airport',
    city: 'Enugu',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'ABB',
    icao: 'DNAS',
    name: 'Asaba International Airport',
    city: 'Asaba',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'QOW',
    icao: 'DNIM',
    name: 'Sam Mbakwe International Airport',
    city: 'Owerri',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  { iata: 'IBA', icao: 'DNIB', name: 'Ibadan Airport', city: 'Ibadan', country: 'NG', timeZone: 'Africa/Lagos' },
  {
    iata: 'ILR',
    icao: 'DNIL',
    name: 'Ilorin International Airport',
    city: 'Ilorin',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'KAN',
    icao: 'DNKN',
    name: 'Mallam Aminu Kano International Airport',
    city: 'Kano',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  {
    iata: 'UYO',
    icao: 'DNAI',
    name: 'Victor Attah International Airport',
    city: 'Uyo',
    country: 'NG',
    timeZone: 'Africa/Lagos',
  },
  // West Africa
  {
    iata: 'ACC',
    icao: 'DGAA',
    name: 'Kotoka International Airport',
    city: 'Accra',
    country: 'GH',
    timeZone: 'Africa/Accra',
  },
  // Europe
  {
    iata: 'LHR',
    icao: 'EGLL',
    name: 'London Heathrow Airport',
    city: 'London',
    country: 'GB',
    timeZone: 'Europe/London',
  },
  {
    iata: 'AMS',
    icao: 'EHAM',
    name: 'Amsterdam Airport Schiphol',
    city: 'Amsterdam',
    country: 'NL',
    timeZone: 'Europe/Amsterdam',
  },
  {
    iata: 'CDG',
    icao: 'LFPG',
    name: 'Charles de Gaulle International Airport',
    city: 'Paris',
    country: 'FR',
    timeZone: 'Europe/Paris',
  },
  {
    iata: 'FRA',
    icao: 'EDDF',
    name: 'Frankfurt am Main Airport',
    city: 'Frankfurt am Main',
    country: 'DE',
    timeZone: 'Europe/Berlin',
  },
  { iata: 'IST', icao: 'LTFM', name: 'Istanbul Airport', city: 'Istanbul', country: 'TR', timeZone: 'Europe/Istanbul' },
  // Middle East
  {
    iata: 'DXB',
    icao: 'OMDB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'AE',
    timeZone: 'Asia/Dubai',
  },
  {
    iata: 'DOH',
    icao: 'OTHH',
    name: 'Hamad International Airport',
    city: 'Doha',
    country: 'QA',
    timeZone: 'Asia/Qatar',
  },
  // Americas
  {
    iata: 'ATL',
    icao: 'KATL',
    name: 'Hartsfield Jackson Atlanta International Airport',
    city: 'Atlanta',
    country: 'US',
    timeZone: 'America/New_York',
  },
  {
    iata: 'IAD',
    icao: 'KIAD',
    name: 'Washington Dulles International Airport',
    city: 'Washington',
    country: 'US',
    timeZone: 'America/New_York',
  },
  // Africa
  {
    iata: 'ADD',
    icao: 'HAAB',
    name: 'Addis Ababa Bole International Airport',
    city: 'Addis Ababa',
    country: 'ET',
    timeZone: 'Africa/Addis_Ababa',
  },
  {
    iata: 'NBO',
    icao: 'HKJK',
    name: 'Jomo Kenyatta International Airport',
    city: 'Nairobi',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  },
  {
    iata: 'JNB',
    icao: 'FAOR',
    name: 'O. R. Tambo International Airport',
    city: 'Johannesburg',
    country: 'ZA',
    timeZone: 'Africa/Johannesburg',
  },
  {
    iata: 'CAI',
    icao: 'HECA',
    name: 'Cairo International Airport',
    city: 'Cairo',
    country: 'EG',
    timeZone: 'Africa/Cairo',
  },
];
