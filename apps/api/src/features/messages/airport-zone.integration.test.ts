/**
 * Times follow the airport (issue 41 item 2): a booking at an airport whose row is in
 * Africa/Accra reads its times in GMT everywhere the traveller reads them: the confirmation e-mail,
 * the calendar file attached to it, the lead passenger's text and pass. The same instant at Lagos
 * would read an hour later, in WAT (confirmation.integration.test.ts).
 */
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flights } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { attachment, waitForMail } from '../../test/peeks/mail';
import { waitForText } from '../../test/peeks/texts';
import { customerWithBooking } from '../../test/scenarios/booking';
import { payBooking } from '../../test/scenarios/paid-booking';
import { createServedAirport } from '../../test/scenarios/served-airport';
import { readPass } from '../live/pass.service';

describe('a booking at an airport in Accra’s zone', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    // A provider time-out a busy machine cannot trip: this file is about times, not time-outs.
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
    // Kotoka (ACC) is one of the curated airports, its row in Africa/Accra: served, as an admin would.
    await createServedAirport(t.app.db, { iata: 'ACC', icao: 'DGAA', terminals: [{ name: 'Terminal 3' }] });
  });
  afterAll(() => t.close());

  it('states its meeting time in GMT in the e-mail, the calendar file, the text and the pass', async () => {
    // 13:30 UTC: 13:30 GMT in Accra (it would be 14:30 WAT in Lagos).
    const meetingTime = new Date(Date.UTC(2031, 5, 14, 13, 30));
    const passengerPhone = `+23481${String(Date.now() % 1e8).padStart(8, '0')}`;
    const who = await customerWithBooking(t, {
      airportIata: 'ACC',
      meetingTime,
      leadPassengerName: 'Ama Mensah',
      contactPhone: passengerPhone,
    });
    // Its flight lands at Kotoka, as every booking's flight ends at the booking's airport.
    await t.app.db
      .update(flights)
      .set({ arrivalIata: 'ACC', arrivalCity: 'Accra', arrivalUtcOffset: '+00:00' })
      .where(eq(flights.id, who.booking.flightId));
    await payBooking(t, who);

    const mail = await waitForMail(t, who.user.email, 'Booking confirmed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Sat 14 Jun 2031, 13:30 GMT');
      expect(part).not.toContain('WAT');
    }

    const raw = (await attachment(t, mail.id, 1)).toString('utf8');
    const events = Object.values(ical.sync.parseICS(raw)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    expect(events[0]?.start.toISOString()).toBe(meetingTime.toISOString());
    expect(events[0]?.description).toContain('Meeting time: Sat 14 Jun 2031, 13:30 GMT.');

    const text = await waitForText(t, passengerPhone, 'booked for you');
    expect(text.body).toContain('Sat 14 Jun, 13:30 GMT');
    expect(text.body).not.toContain('WAT');

    const token = /\/pass\/(\S+)$/.exec(text.body)?.[1] ?? '';
    const pass = await readPass({ db: t.app.db, signer: t.app.passes }, token, new Date(Date.UTC(2031, 5, 14, 9)));
    expect(pass.airportTimeZone).toBe('Africa/Accra');
  });
});
