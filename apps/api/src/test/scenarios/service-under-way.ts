/**
 * A service under way: a confirmed, paid booking with one assigned officer, its meeting time
 * near, and bearer headers for the traveller and the officer (the live service, chat, ratings,
 * push and texts tests).
 */
import { SERVICE_PLAN_MINUTES } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { authHeader, createBooking, createFlight, createUser } from '../factories';
import { seedRoster } from '../roster';
import { assign } from './shifts-and-assignments';

/**
 * A confirmed, paid service (arrival unless `serviceType` says otherwise) with one assigned
 * officer; meeting time `meetingInMinutes` from now (inside the 60-minute check-in window by default).
 */
export async function confirmedService(
  app: FastifyInstance,
  meetingInMinutes = 20,
  serviceType: 'arrival' | 'departure' = 'arrival',
) {
  const traveller = await createUser(app.db, { role: 'customer', firstName: 'Ada' });
  const [officer] = await seedRoster(app.db, { officers: 1, firstName: 'Tunde' });
  if (!officer) throw new Error('no officer seeded');
  const meetingTime = new Date(Date.now() + meetingInMinutes * 60_000);
  // The flight's times give this meeting time (contracts servicePlan), so a flight-status round
  // that runs during the test finds nothing to re-time.
  const lead = SERVICE_PLAN_MINUTES.departureLeadInternational * 60_000;
  const flight = await createFlight(
    app.db,
    serviceType === 'arrival'
      ? { departureTime: new Date(meetingTime.getTime() - 6.5 * 3_600_000), arrivalTime: meetingTime }
      : { departureTime: new Date(meetingTime.getTime() + lead) },
  );
  const booking = await createBooking(app.db, {
    userId: traveller.id,
    flightId: flight.id,
    status: 'confirmed',
    paymentStatus: 'paid',
    serviceType,
    meetingTime,
    meetingCode: '4821',
  });
  await assign(app.db, booking, officer.id);
  return {
    booking,
    officer,
    traveller: await authHeader(app, traveller),
    officerAuth: await authHeader(app, { id: officer.id, role: 'officer' }),
  };
}
