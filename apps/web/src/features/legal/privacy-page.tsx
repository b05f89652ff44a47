/**
 * /privacy (issue 19 §2 and "Data rights"): what is kept and why, for how long, who sees it,
 * the traveller's rights under the Nigeria Data Protection Act 2023 and how to use them (download,
 * delete, withdraw consent), how marketing consent is recorded, and how to make contact. What it
 * says about deletion is what POST /users/me/delete does (ADR 145).
 */
import { CHAT_OPEN_AFTER_COMPLETION_MINUTES, PASSWORD_RESET_TTL_MINUTES } from '@fasttrack/contracts';
import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { site } from '../../lib/site';
import { ContactDetails, LegalList, LegalPage, LegalSection } from './legal-layout';

/** Router state set after "Delete my account" succeeds, so this page can confirm it. */
export interface PrivacyPageState {
  accountDeleted?: boolean;
}

const PROFILE_PRIVACY = 'Profile → Privacy & Security';

export function PrivacyPage() {
  const state = useLocation().state as PrivacyPageState | null;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`${site.name} keeps the personal data it needs to book, deliver and account for airport assistance at Lagos (LOS), and no more. This page says what we keep, why, for how long, who sees it, and how you use your rights under the Nigeria Data Protection Act 2023.`}
    >
      {state?.accountDeleted ? (
        <Alert tone="success">
          Your account has been deleted. Your personal data has been erased, and you have been signed out everywhere.
        </Alert>
      ) : null}

      <LegalSection id="what" title="1. What we keep and why">
        <LegalList>
          <li>
            <strong>Account:</strong> name, e-mail, phone, date of birth, nationality, password (stored only as a
            one-way hash) and an optional profile picture, to sign you in and to know who is travelling.
          </li>
          <li>
            <strong>Bookings:</strong> flight, service type, passengers, the lead passenger's name and a reachable
            phone, and special requests, to deliver the service you booked.
          </li>
          <li>
            <strong>Payments:</strong> amount, currency, method, status and the Paystack reference, for accounting and
            refunds. Card details go to Paystack and never reach our servers.
          </li>
          <li>
            <strong>Messages:</strong> a record of the e-mails we sent you (confirmations, reminders, receipts, refunds,
            flight changes, password resets), so we know what you were told.
          </li>
          <li>
            <strong>Chat:</strong> your messages with your officer. Phone numbers and e-mail addresses typed into the
            chat are removed before anyone sees them.
          </li>
          <li>
            <strong>Ratings:</strong> your score and comment, to keep the service good.
          </li>
        </LegalList>
        <p>
          We keep this to perform our contract with you, to meet accounting and tax duties, and, for marketing only,
          with your consent.
        </p>
      </LegalSection>

      <LegalSection id="how-long" title="2. How long">
        <LegalList>
          <li>Account data: until you delete your account.</li>
          <li>
            Bookings and payments: kept as accounting records. When you delete your account they stay, anonymised: no
            name, phone, special requests or chat text remain in them.
          </li>
          <li>
            Chat: open until {CHAT_OPEN_AFTER_COMPLETION_MINUTES / 60} hours after the service, then kept with the
            booking.
          </li>
          <li>Sign-in sessions: up to 30 days; password-reset links: {PASSWORD_RESET_TTL_MINUTES} minutes.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="who" title="3. Who sees it">
        <LegalList>
          <li>
            The protocol officer assigned to your booking sees the booking contact (lead passenger's name and phone),
            your flight, the number of passengers and your special requests.
          </li>
          <li>
            When you book for someone else, the lead passenger gets the texts of their day at the phone you give (and
            the e-mails, if you give their address), each with a link that shows only their meeting code, meeting time
            and point, flight and officer, until the end of that day: never your account, payment or special requests.
          </li>
          <li>Our dispatchers and administrators see bookings to assign officers and answer questions.</li>
          <li>Paystack processes your payment; our e-mail provider delivers our e-mails.</li>
          <li>We do not sell your data or share it for anyone else's marketing.</li>
        </LegalList>
      </LegalSection>

      <LegalSection id="rights" title="4. Your rights">
        <p>Under the Nigeria Data Protection Act 2023 you may:</p>
        <LegalList>
          <li>
            <strong>Access and take your data:</strong> "Download my data" in {PROFILE_PRIVACY} gives you a JSON file of
            your profile, bookings, payments, e-mails sent to you, chat messages and ratings.
          </li>
          <li>
            <strong>Correct it:</strong> edit your details in Profile → General.
          </li>
          <li>
            <strong>Erase it:</strong> "Delete my account" in {PROFILE_PRIVACY} (see below).
          </li>
          <li>
            <strong>Withdraw consent:</strong> switch marketing e-mails off in Profile → Notifications at any time.
            Withdrawing does not affect what was sent before.
          </li>
          <li>
            <strong>Object or complain:</strong> write to us (below), or complain to the Nigeria Data Protection
            Commission.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="marketing" title="5. Marketing consent">
        <p>
          We send travel tips and offers only if you said yes: the optional box at registration, or marketing e-mails in
          Profile → General or Profile → Notifications. Each time your choice changes we record it with the time and the
          place you made it (registration, profile or notifications). E-mails about your bookings always go.
        </p>
      </LegalSection>

      <LegalSection id="delete" title="6. Deleting your account">
        <p>In {PROFILE_PRIVACY}, choose "Delete my account" and enter your password again. Then:</p>
        <LegalList>
          <li>
            your name, e-mail, phone, date of birth, nationality, profile picture, sign-in links to Google or Facebook,
            notification preferences, the booking contact, special requests and your chat text are erased;
          </li>
          <li>bookings and payments are kept, anonymised, for accounting;</li>
          <li>unpaid bookings that are still pending are cancelled;</li>
          <li>you are signed out on every device, and the account can no longer sign in;</li>
          <li>your e-mail address is freed: you can register with it again as a new customer.</li>
        </LegalList>
        <p>
          A booking that is paid and has not taken place yet must be cancelled first (the refund rules in the Terms
          apply), and a refund still on its way must be completed first; until then deletion is refused with the booking
          named. Staff accounts are closed by an administrator.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="7. Contact">
        <p>For any question about your data, or to use a right another way:</p>
        <ContactDetails />
      </LegalSection>
    </LegalPage>
  );
}
