import { describe, expect, it } from 'vitest';
import { type AdbFlight, toDatedFlight } from './aerodatabox.contract';

const ba75: AdbFlight = {
  number: 'BA 075',
  status: 'Delayed',
  airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
  departure: {
    airport: { iata: 'LHR', name: 'London Heathrow', municipalityName: 'London' },
    scheduledTime: { utc: '2026-11-24 10:45Z', local: '2026-11-24 10:45+00:00' },
    terminal: '5',
  },
  arrival: {
    airport: { iata: 'LOS', name: 'Lagos Murtala Muhammed', municipalityName: 'Lagos' },
    scheduledTime: { utc: '2026-11-24 16:45Z', local: '2026-11-24 17:45+01:00' },
    terminal: 'I',
  },
};

describe('AeroDataBox flight mapping', () => {
  it('maps number, airline, airports, times with offsets, the served terminal and the status', () => {
    expect(toDatedFlight(ba75, { open: new Set(['LOS']) })).toEqual({
      flightNumber: 'BA75',
      serviceDate: '2026-11-24',
      airlineIata: 'BA',
      airlineName: 'British Airways',
      departure: {
        iata: 'LHR',
        airportName: 'London Heathrow',
        city: 'London',
        time: new Date('2026-11-24T10:45:00Z'),
        utcOffset: '+00:00',
      },
      arrival: {
        iata: 'LOS',
        airportName: 'Lagos Murtala Muhammed',
        city: 'Lagos',
        time: new Date('2026-11-24T16:45:00Z'),
        utcOffset: '+01:00',
      },
      terminal: 'I',
      status: 'delayed',
      providerData: ba75,
    });
  });

  it('reads the older flat time fields', () => {
    const old: AdbFlight = {
      ...ba75,
      departure: {
        airport: ba75.departure?.airport,
        scheduledTimeUtc: '2026-11-24 10:45Z',
        scheduledTimeLocal: '2026-11-24 10:45+00:00',
      },
    };
    expect(toDatedFlight(old)?.departure.time).toEqual(new Date('2026-11-24T10:45:00Z'));
  });

  it('fills in the queried airport when a board answer leaves it out', () => {
    const board: AdbFlight = { ...ba75, arrival: { ...ba75.arrival, airport: undefined } };
    const flight = toDatedFlight(board, {
      board: { iata: 'LOS', name: 'Murtala Muhammed International Airport', municipalityName: 'Lagos' },
    });
    expect(flight?.arrival).toMatchObject({
      iata: 'LOS',
      airportName: 'Murtala Muhammed International Airport',
      city: 'Lagos',
    });
    expect(flight?.terminal).toBe('I');
  });

  it('keeps the terminal at the served airport: the board asked, else the open departure, else the arrival', () => {
    const domestic: AdbFlight = {
      ...ba75,
      number: 'P4 7120',
      departure: { ...ba75.departure, airport: { iata: 'LOS', name: 'Lagos' }, terminal: 'D' },
      arrival: { ...ba75.arrival, airport: { iata: 'ABV', name: 'Abuja' }, terminal: 'B' },
    };
    expect(toDatedFlight(domestic, { open: new Set(['LOS', 'ABV']) })?.terminal).toBe('D');
    expect(toDatedFlight(domestic, { open: new Set(['ABV']) })?.terminal).toBe('B');
    expect(toDatedFlight(domestic, { board: { iata: 'ABV' } })?.terminal).toBe('B');
    expect(toDatedFlight(ba75, { open: new Set(['LOS']) })?.terminal).toBe('I');
  });

  it('maps cancellations and unknown statuses', () => {
    expect(toDatedFlight({ ...ba75, status: 'Canceled' })?.status).toBe('cancelled');
    expect(toDatedFlight({ ...ba75, status: 'Expected' })?.status).toBe('scheduled');
  });

  it('drops a flight without a number, an airport or a scheduled time', () => {
    expect(toDatedFlight({ ...ba75, number: undefined })).toBeNull();
    expect(toDatedFlight({ ...ba75, departure: { ...ba75.departure, airport: {} } })).toBeNull();
    expect(toDatedFlight({ ...ba75, arrival: { airport: ba75.arrival?.airport } })).toBeNull();
  });
});
