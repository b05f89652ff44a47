import { describe, expect, it } from 'vitest';
import { airportFlights, flightsByNumber } from './schedule-answers';

// 2027-03-01 is a Monday.
const MON = '2027-03-01';
const TUE = '2027-03-02';

describe('AeroDataBox stand-in answers', () => {
  it('answers a flight by number in AeroDataBox form', () => {
    const [f] = flightsByNumber('BA75', MON, 'Departure');
    expect(f).toMatchObject({
      number: 'BA 75',
      status: 'Expected',
      airline: { name: 'British Airways', iata: 'BA', icao: 'BAW' },
      departure: {
        airport: { iata: 'LHR', icao: 'EGLL', municipalityName: 'London', timeZone: 'Europe/London' },
        scheduledTime: { utc: `${MON} 10:45Z`, local: `${MON} 10:45+00:00` },
      },
      arrival: {
        airport: { iata: 'LOS' },
        scheduledTime: { utc: `${MON} 16:45Z`, local: `${MON} 17:45+01:00` },
        terminal: 'International',
      },
    });
  });

  it('reads the date as departure, arrival or either local date', () => {
    // UA612 leaves Washington on Mondays, Thursdays and Saturdays and lands in Lagos the next morning.
    expect(flightsByNumber('UA612', MON, 'Departure')).toHaveLength(1);
    expect(flightsByNumber('UA612', MON, 'Arrival')).toEqual([]);
    const [arriving] = flightsByNumber('UA612', TUE, 'Arrival');
    expect(arriving?.departure?.scheduledTime?.local).toBe(`${MON} 18:30-05:00`);
    expect(arriving?.arrival?.scheduledTime?.local).toBe(`${TUE} 10:40+01:00`);
    expect(flightsByNumber('UA612', TUE, 'Both')).toHaveLength(1);
    expect(flightsByNumber('UA612', TUE, 'Departure')).toEqual([]);
    // Daily DL54: on any date one leaves Atlanta and another lands in Lagos.
    expect(flightsByNumber('DL54', TUE, 'Both')).toHaveLength(2);
  });

  it('lists an airport board inside the window, in time order, with or without both legs', () => {
    const board = airportFlights('LOS', {
      from: `${MON}T06:00`,
      to: `${MON}T08:00`,
      direction: 'Departure',
      withLeg: true,
    });
    const numbers = board.departures.map((f) => f.number);
    expect(numbers).toEqual(['UN 504', 'UN 302', 'W3 720', 'P4 7190', 'OF 1181', 'P4 7180']);
    expect(board.arrivals).toEqual([]);
    const lean = airportFlights('LOS', {
      from: `${MON}T06:00`,
      to: `${MON}T08:00`,
      direction: 'Departure',
      withLeg: false,
    });
    const first = lean.departures[0] as Record<string, unknown>;
    expect(first.departure).toBeUndefined();
    expect(first.movement).toMatchObject({ airport: { iata: 'ABV' } });
  });

  it('puts overnight arrivals on the board of the day they land', () => {
    const morning = airportFlights('LOS', {
      from: `${TUE}T00:00`,
      to: `${TUE}T11:59`,
      direction: 'Arrival',
      withLeg: true,
    });
    expect(morning.arrivals.map((f) => f.number)).toContain('DL 54');
    const evening = airportFlights('LOS', {
      from: `${MON}T12:00`,
      to: `${MON}T23:59`,
      direction: 'Arrival',
      withLeg: true,
    });
    expect(evening.arrivals.map((f) => f.number)).not.toContain('DL 54');
  });

  it('answers the other served airports from their timetables, with the terminal at that airport', () => {
    const [ba83] = flightsByNumber('BA83', MON, 'Departure');
    expect(ba83?.arrival).toMatchObject({ airport: { iata: 'ABV', icao: 'DNAA' }, terminal: 'International' });
    expect(ba83?.departure?.terminal).toBeUndefined();
    const board = airportFlights('PHC', {
      from: `${MON}T00:00`,
      to: `${MON}T11:59`,
      direction: 'Arrival',
      withLeg: true,
    });
    const fromAbuja = board.arrivals.find((f) => f.number === 'P4 7230');
    expect(fromAbuja?.arrival).toMatchObject({ airport: { iata: 'PHC' }, terminal: 'Domestic' });
  });
});
