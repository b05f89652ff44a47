/**
 * /terms (issue 19 §2: "the cancellation and refund policy ... and how to make contact"; issue 26
 * §2: no cancel in the app once the officer has checked in, and our own no-show refunded in full).
 * The numbers and sentences come from the rules the API applies (REFUND_WINDOW_HOURS, the service
 * plan, the hold, NO_SHOW_AFTER_MINUTES, cancelUnderWayMessage, the credits rules of issue 37),
 * so the page cannot drift from what happens when a booking is cancelled.
 */
import {
  BOOKING_HOLD_MINUTES,
  CREDITS_BACK_WHEN_UNPAID,
  CREDITS_RETURNED_ON_REFUND,
  cancelUnderWayMessage,
  creditsKeptOnLateCancel,
  MEETING_CODE_STORY,
  MIN_NOTICE_MINUTES,
  NO_SHOW_AFTER_MINUTES,
  noticeWords,
  OFFICER_CARD_LEAD_MINUTES,
  PASSENGERS_PER_OFFICER,
  REFUND_WINDOW_HOURS,
  SERVICE_PLAN_MINUTES,
} from '@fasttrack/contracts';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { ContactDetails, LegalList, LegalPage, LegalSection, legalLinkClass } from './legal-layout';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms apply when you book airport assistance with ${site.name} at Murtala Muhammed International Airport, Lagos (LOS). By creating an account or making a booking you accept them.`}
    >
      <LegalSection id="service" title="1. The service">
        <p>
          We arrange meet-and-greet and fast-track escort by a vetted protocol officer for the flight and service type
          you book: Arrival Service for a flight that lands at LOS, Departure Service for a flight that leaves LOS. One
          officer escorts up to {PASSENGERS_PER_OFFICER} passengers.
        </p>
        <LegalList>
          <li>
            The service time is the landing time for Arrival Service and the departure time for Departure Service. For
            Departure Service the officer meets you {SERVICE_PLAN_MINUTES.departureLeadInternational / 60} hours before
            an international departure ({SERVICE_PLAN_MINUTES.departureLeadDomestic / 60} hours before a domestic one).
          </li>
          <li>
            A booking needs at least {noticeWords(MIN_NOTICE_MINUTES)}' notice before the meeting time, unless the
            airport sets its own; the booking form says so before you book.
          </li>
          <li>
            Your officer's name and photo appear on your booking {OFFICER_CARD_LEAD_MINUTES} minutes before the meeting
            time. {MEETING_CODE_STORY}
          </li>
          <li>We follow your flight. When it moves, the meeting time moves with it and we tell you by e-mail.</li>
          <li>
            Time savings are typical figures, not guarantees: queues, checks and decisions of immigration, customs and
            airline staff remain outside our control.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="payment" title="2. Prices and payment">
        <LegalList>
          <li>
            Prices are shown in US dollars. You pay in Naira (NGN) through Paystack, by card or bank transfer, at the
            exchange rate shown when you book. The amount is fixed when the booking is made.
          </li>
          <li>Card details are entered on Paystack's checkout and never reach our servers.</li>
          <li>
            An unpaid booking holds its officer for {BOOKING_HOLD_MINUTES} minutes. If it is not paid by then it
            expires, and nothing is charged.
          </li>
          <li>A payment that was declined or abandoned is not a charge; only a paid attempt takes money.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="cancellation" title="3. Cancellation and refunds">
        <p>
          You can cancel a pending or confirmed booking on the Bookings page until its service time, and until your
          officer has checked in at the meeting point.
        </p>
        <p>
          The refund window is {REFUND_WINDOW_HOURS} hours unless the airport of your service sets another; the hours
          that apply to your booking are the ones it was made with, stated before you pay and on your booking.
        </p>
        <LegalList>
          <li>
            <strong>Full refund</strong> when a paid booking is cancelled {REFUND_WINDOW_HOURS} hours or more before the
            service time.
          </li>
          <li>
            <strong>No refund</strong> when a paid booking is cancelled less than {REFUND_WINDOW_HOURS} hours before the
            service time.
          </li>
          <li>Nothing to refund when a booking that was never paid is cancelled.</li>
          <li>
            <strong>Flight cancelled or diverted:</strong> you may cancel with a full refund whatever the time.
          </li>
          <li>
            Refunds go back through Paystack to the card or account that paid, in Naira, for the amount paid. Your bank
            decides how soon it appears. We e-mail you when the refund is complete.
          </li>
          <li>
            <strong>Loyalty credits:</strong> {CREDITS_RETURNED_ON_REFUND} {creditsKeptOnLateCancel()}{' '}
            {CREDITS_BACK_WHEN_UNPAID}
          </li>
          <li>After the service time a booking can no longer be cancelled.</li>
          <li>
            <strong>Service under way:</strong> {cancelUnderWayMessage()} Only we can then stop the service; the refund
            follows the rules above.
          </li>
          <li>
            <strong>If our officer does not turn up:</strong> when your officer has not checked in at the meeting point{' '}
            {NO_SHOW_AFTER_MINUTES.arrival} minutes after the meeting time (Arrival Service) or{' '}
            {NO_SHOW_AFTER_MINUTES.departure} minutes after it (Departure Service), we cancel the booking ourselves,
            refund the full amount automatically, and e-mail you our apology. You do not need to ask.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="officers" title="4. Protocol officers">
        <p>
          Officers are vetted, carry a badge number and work to a roster. We assign them; we may replace the assigned
          officer when needed, and the booking page shows who will meet you. Please be at the meeting point on time and
          keep to the booking chat for contact with your officer.
        </p>
      </LegalSection>

      <LegalSection id="account" title="5. Your account">
        <p>
          Keep your details accurate and your password to yourself. You can download your data or delete your account at
          any time from Profile → Privacy &amp; Security; the{' '}
          <Link to={paths.privacy} className={legalLinkClass}>
            Privacy Policy
          </Link>{' '}
          explains what we keep and why.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="6. Contact">
        <p>Questions about a booking, a payment or these terms:</p>
        <ContactDetails />
      </LegalSection>
    </LegalPage>
  );
}
